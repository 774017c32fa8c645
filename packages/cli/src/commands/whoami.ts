import { printable, roleLabel, type User } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';

/** The signed-in user, as the server sees them now. */
export function whoami(context: CliContext): Promise<{ user: User; apiUrl: string }> {
  return withSession(context, async ({ client, apiUrl }) => {
    const { data } = await client.auth.profile();
    return { user: data.user, apiUrl };
  });
}

export function whoamiCommand(context: CliContext): Command {
  return new Command('whoami')
    .description('show who is signed in')
    .option('--json', 'print the account and the API as JSON')
    .action(async (raw: unknown) => {
      const { json } = parseWith(z.object({ json: z.boolean().default(false) }), raw);
      const { user, apiUrl } = await whoami(context);
      if (json) {
        printJson(context, { user, apiUrl });
        return;
      }
      println(context.out, `Name:  ${printable(user.name)}`);
      println(context.out, `Email: ${user.email}`);
      println(context.out, `Role:  ${roleLabel(user.role)}`);
      println(context.out, `API:   ${apiUrl}`);
    });
}
