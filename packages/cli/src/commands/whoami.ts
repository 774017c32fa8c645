import { roleLabel, type User } from '@laundry/domain';
import { Command } from 'commander';
import { type CliContext, println } from '../context';
import { withSession } from '../session';

/** The signed-in user, as the server sees them now. */
export function whoami(context: CliContext): Promise<{ user: User; apiUrl: string }> {
  return withSession(context, async ({ client, apiUrl }) => {
    const { data } = await client.auth.profile();
    return { user: data.user, apiUrl };
  });
}

export function whoamiCommand(context: CliContext): Command {
  return new Command('whoami').description('show who is signed in').action(async () => {
    const { user, apiUrl } = await whoami(context);
    println(context.out, `Name:  ${user.name}`);
    println(context.out, `Email: ${user.email}`);
    println(context.out, `Role:  ${roleLabel(user.role)}`);
    println(context.out, `API:   ${apiUrl}`);
  });
}
