import type { User } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { parseWith } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';
import { userLine } from './user-line';
import { findUser } from './user-ref';

const optionsSchema = z.object({ json: z.boolean().default(false) });

/**
 * Makes the account active or inactive. The API only toggles, so the account is read first and
 * left alone when it already is as asked (running the command twice changes nothing).
 */
export function setUserActive(
  context: CliContext,
  ref: unknown,
  active: boolean,
): Promise<{ user: User; changed: boolean }> {
  return withSession(context, async ({ client }) => {
    const user = await findUser(client, ref);
    if (user.isActive === active) return { user, changed: false };
    const { data } = await client.users.toggleStatus(user._id);
    return { user: data.user, changed: true };
  });
}

/** `users activate` and `users deactivate`: the same command, one word apart. */
export function userActiveCommand(context: CliContext, active: boolean): Command {
  const verb = active ? 'activate' : 'deactivate';
  const state = active ? 'active' : 'inactive';
  return new Command(verb)
    .description(
      active
        ? 'let a disabled account sign in again'
        : 'stop an account from signing in (its sessions end)',
    )
    .argument('<user>', 'the account’s e-mail address or id')
    .option('--json', 'print the account as JSON')
    .action(async (ref: string, raw: unknown) => {
      const { json } = parseWith(optionsSchema, raw);
      const { user, changed } = await setUserActive(context, ref, active);
      if (json) {
        printJson(context, { user, changed });
        return;
      }
      println(context.out, changed ? `Account ${verb}d` : `The account was already ${state}`);
      println(context.out, userLine(user));
    });
}
