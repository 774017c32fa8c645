import { printable, registerSchema, roleLabel } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { DEFAULT_API_URL, defaultApiUrl } from '../config';
import { type CliContext, println } from '../context';
import { parseWith, resolvePassword, valueOrAsk } from '../options';
import { apiUrlSchema, startSession } from './login';

const optionsSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  passwordStdin: z.boolean().optional(),
  phone: z.string().optional(),
  apiUrl: z.string().optional(),
});

/**
 * A new shop's first administrator. The server accepts it only while no account exists and only
 * from its own machine, so this is run on the server, once; it signs the administrator in.
 */
export function setupCommand(context: CliContext): Command {
  return new Command('setup')
    .description("create the shop's first administrator (on the server's machine, once)")
    .option('--name <name>', 'full name (asked when missing)')
    .option('--email <email>', 'e-mail address, used to sign in (asked when missing)')
    .option('--password <password>', 'at least 6 characters (asked, hidden, when missing)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--phone <digits>', 'phone number, 10 to 15 digits')
    .option('--api-url <url>', `the local API (default: $LAUNDRY_API_URL or ${DEFAULT_API_URL})`)
    .action(async (raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const apiUrl = parseWith(apiUrlSchema, options.apiUrl ?? defaultApiUrl(context), {
        '': '--api-url',
      });
      const name = await valueOrAsk(context, options.name, { flag: '--name', question: 'Name: ' });
      const email = await valueOrAsk(context, options.email, {
        flag: '--email',
        question: 'Email: ',
      });
      const password = await resolvePassword(context, options, true);
      const input = parseWith(
        registerSchema,
        { name, email, password, phoneNumber: options.phone },
        { name: '--name', email: '--email', password: '--password', phoneNumber: '--phone' },
      );
      const { user } = await startSession(context, apiUrl, (client) => client.auth.register(input));
      println(
        context.out,
        `Created ${printable(user.name)} <${user.email}> (${roleLabel(user.role)}) and signed in at ${apiUrl}`,
      );
    });
}
