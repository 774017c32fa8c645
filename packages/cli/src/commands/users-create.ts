import { type CreateUserInput, createUserSchema, roleSchema, type User } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { UsageError } from '../errors';
import { parseWith, resolvePassword } from '../options';
import { printJson } from '../output';
import { withSession } from '../session';
import { userLine } from './user-line';

const optionsSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  role: z.string({ error: 'Missing --role (admin or cashier)' }),
  password: z.string().optional(),
  passwordStdin: z.boolean().optional(),
  phone: z.string().optional(),
  inactive: z.boolean().default(false),
  json: z.boolean().default(false),
});
type UsersCreateOptions = z.infer<typeof optionsSchema>;

const flags = {
  name: '--name',
  email: '--email',
  role: '--role',
  password: '--password',
  phoneNumber: '--phone',
  isActive: '--inactive',
};

/** The account to create, checked by the domain's user schema before anything is sent. */
export async function createUserInput(
  context: CliContext,
  options: UsersCreateOptions,
): Promise<CreateUserInput> {
  if (!roleSchema.safeParse(options.role).success) {
    throw new UsageError('--role: must be admin or cashier');
  }
  const password = await resolvePassword(context, options, true);
  return parseWith(
    createUserSchema,
    {
      name: options.name,
      email: options.email,
      role: options.role,
      password,
      phoneNumber: options.phone,
      isActive: !options.inactive,
    },
    flags,
  );
}

export function createUser(
  context: CliContext,
  input: CreateUserInput,
): Promise<{ user: User; message: string }> {
  return withSession(context, async ({ client }) => {
    const result = await client.users.create(input);
    return { user: result.data.user, message: result.message ?? 'User created successfully' };
  });
}

export function usersCreateCommand(context: CliContext): Command {
  return new Command('create')
    .description('create a staff account')
    .option('--name <name>', 'full name (at most 50 characters)')
    .option('--email <email>', 'e-mail address, used to sign in')
    .option('--role <role>', 'admin or cashier')
    .option('--password <password>', 'at least 6 characters (asked, hidden, when missing)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--phone <digits>', 'phone number, 10 to 15 digits')
    .option('--inactive', 'create the account disabled')
    .option('--json', 'print the new account as JSON')
    .action(async (raw: unknown) => {
      const options = parseWith(optionsSchema, raw);
      const input = await createUserInput(context, options);
      const { user, message } = await createUser(context, input);
      if (options.json) {
        printJson(context, { message, user });
        return;
      }
      println(context.out, message);
      println(context.out, userLine(user));
    });
}
