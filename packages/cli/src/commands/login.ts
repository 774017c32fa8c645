import { type ApiClient, createApiClient, createMemoryStorage } from '@laundry/api-client';
import { loginSchema, printable, roleLabel, STORAGE_KEYS, type User } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { DEFAULT_API_URL, defaultApiUrl, sessionFilePath, writeSessionFile } from '../config';
import { type CliContext, println } from '../context';
import { CliError } from '../errors';
import { parseWith, resolvePassword, valueOrAsk } from '../options';
import { withApiUrl } from '../session';

const optionsSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  passwordStdin: z.boolean().optional(),
  apiUrl: z.string().optional(),
  remember: z.boolean().default(false),
});
type LoginOptions = z.infer<typeof optionsSchema>;

export const apiUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''));

/** Signs in and saves the session (API URL, tokens, user) in the config folder. */
export async function login(
  context: CliContext,
  options: LoginOptions,
): Promise<{ user: User; apiUrl: string; sessionFile: string }> {
  const apiUrl = parseWith(apiUrlSchema, options.apiUrl ?? defaultApiUrl(context), {
    '': '--api-url',
  });
  const email = await valueOrAsk(context, options.email, { flag: '--email', question: 'Email: ' });
  const password = await resolvePassword(context, options);
  const input = parseWith(
    loginSchema,
    { email, password, rememberMe: options.remember },
    { email: '--email', password: '--password' },
  );

  return startSession(context, apiUrl, (client) => client.auth.login(input));
}

/**
 * Runs a call that signs in (login, or the first administrator's registration) and saves the
 * session it grants (API URL, tokens, user) in the config folder.
 */
export async function startSession(
  context: CliContext,
  apiUrl: string,
  signIn: (client: ApiClient) => Promise<{ data: { user: User } }>,
): Promise<{ user: User; apiUrl: string; sessionFile: string }> {
  // The old session stays until the new one is granted.
  const storage = createMemoryStorage();
  const client = createApiClient({ baseURL: apiUrl, storage, fetch: context.fetch });
  const result = await signIn(client).catch((error: unknown) => {
    throw withApiUrl(error, apiUrl);
  });

  const sessionFile = sessionFilePath(context);
  const items: Record<string, string> = {};
  for (const key of Object.values(STORAGE_KEYS)) {
    const value = storage.getItem(key);
    if (value !== null) items[key] = value;
  }
  try {
    writeSessionFile(sessionFile, { apiUrl, items });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(
      `Signed in, but the session could not be saved in ${sessionFile}: ${reason}`,
    );
  }
  return { user: result.data.user, apiUrl, sessionFile };
}

export function loginCommand(context: CliContext): Command {
  return new Command('login')
    .description('sign in and keep the session in your config folder')
    .option('--email <email>', 'your e-mail address (asked when missing)')
    .option('--password <password>', 'your password (asked, hidden, when missing)')
    .option('--password-stdin', 'read the password from standard input')
    .option(
      '--api-url <url>',
      `the API to sign in to (default: $LAUNDRY_API_URL or ${DEFAULT_API_URL})`,
    )
    .option('--remember', 'stay signed in for 30 days instead of 12 hours')
    .action(async (raw: unknown) => {
      const { user, apiUrl } = await login(context, parseWith(optionsSchema, raw));
      println(
        context.out,
        `Signed in as ${printable(user.name)} <${user.email}> (${roleLabel(user.role)}) at ${apiUrl}`,
      );
    });
}
