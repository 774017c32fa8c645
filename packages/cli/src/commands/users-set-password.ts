import { printable, setUserPasswordSchema, type User } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { parseWith, resolvePassword } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';
import { findUser } from './user-ref';

const optionsSchema = z.object({
  password: z.string().optional(),
  passwordStdin: z.boolean().optional(),
  currentPassword: z.string().optional(),
  json: z.boolean().default(false),
});

const PASSWORD_SET = 'Password updated successfully';

/**
 * Sets an account's password (an admin resetting a colleague's needs no current password; one's
 * own does, as on the web). The new password is checked by the domain's rule before calling.
 */
export async function setUserPassword(
  context: CliContext,
  ref: unknown,
  raw: unknown,
): Promise<{ user: User; message: string; json: boolean }> {
  const options = parseWith(optionsSchema, raw);
  const newPassword = await resolvePassword(context, options, true);
  const input = parseWith(
    setUserPasswordSchema,
    { newPassword, currentPassword: options.currentPassword },
    { newPassword: '--password', currentPassword: '--current-password' },
  );
  return withSession(context, async ({ client }) => {
    const user = await findUser(client, ref);
    const result = await client.users.setPassword(user._id, input);
    return { user, message: result.message ?? PASSWORD_SET, json: options.json };
  });
}

export function usersSetPasswordCommand(context: CliContext): Command {
  return new Command('set-password')
    .description('set an account’s password')
    .argument('<user>', 'the account’s e-mail address or id')
    .option('--password <password>', 'at least 6 characters (asked, hidden, when missing)')
    .option('--password-stdin', 'read the new password from standard input')
    .option('--current-password <password>', 'your current password, for your own account')
    .option('--json', 'print the outcome as JSON')
    .action(async (ref: string, raw: unknown) => {
      const { user, message, json } = await setUserPassword(context, ref, raw);
      if (json) {
        printJson(context, { message, user: { _id: user._id, email: user.email } });
        return;
      }
      println(context.out, `${message}: ${printable(user.name)} <${user.email}>`);
    });
}
