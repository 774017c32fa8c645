import type { z } from 'zod';
import type { CliContext } from './context';
import { CliError, UsageError } from './errors';

/**
 * Parses with a zod schema (usually the domain's), turning every issue into a line that names the
 * option at fault: `--email: Invalid email format`. Failure is a UsageError (exit 2).
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
  flags: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const flag = flags[String(issue.path[0] ?? '')];
    return flag ? `${flag}: ${issue.message}` : issue.message;
  });
  throw new UsageError([...new Set(lines)].join('\n'));
}

/** The value of an option, asked for at a terminal when missing, else a usage error. */
export async function valueOrAsk(
  context: CliContext,
  value: string | undefined,
  ask: { flag: string; question: string },
): Promise<string> {
  if (value !== undefined) return value;
  if (!context.stdin.isTTY) {
    throw new UsageError(`Missing ${ask.flag} (there is no terminal to ask for it).`);
  }
  return context.prompt.text(ask.question);
}

/**
 * The password from --password, --password-stdin or a hidden prompt (with a confirmation when
 * `confirm` is set). Without a terminal and without either flag, a usage error.
 */
export async function resolvePassword(
  context: CliContext,
  options: { password?: string | undefined; passwordStdin?: boolean | undefined },
  confirm = false,
): Promise<string> {
  if (options.password !== undefined && options.passwordStdin) {
    throw new UsageError('Use either --password or --password-stdin, not both.');
  }
  if (options.passwordStdin) return (await context.stdin.readAll()).replace(/\r?\n$/, '');
  if (options.password !== undefined) return options.password;
  if (!context.stdin.isTTY) {
    throw new UsageError(
      'Missing --password (there is no terminal to ask for it; --password-stdin reads it from standard input).',
    );
  }
  const password = await context.prompt.secret('Password: ');
  if (confirm && (await context.prompt.secret('Confirm password: ')) !== password) {
    throw new UsageError('Passwords do not match');
  }
  return password;
}

/**
 * A yes before something that cannot be undone: `--yes`, or "yes" typed at a terminal. Without
 * either, a usage error (exit 2); any other answer cancels with nothing changed.
 */
export async function confirmOrRefuse(
  context: CliContext,
  yes: boolean,
  question: string,
): Promise<void> {
  if (yes) return;
  if (!context.stdin.isTTY) {
    throw new UsageError(`${question}\nThere is no terminal to ask: add --yes to confirm.`);
  }
  const answer = await context.prompt.text(`${question} Type yes to go on: `);
  if (answer.trim().toLowerCase() !== 'yes')
    throw new CliError('Not confirmed; nothing was changed.');
}
