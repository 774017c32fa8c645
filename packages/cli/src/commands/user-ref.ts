import type { ApiClient } from '@laundry/api-client';
import { isApiError } from '@laundry/api-client';
import type { User } from '@laundry/domain';
import { z } from 'zod';
import { CliError } from '../errors';
import { parseWith } from '../options';

/** How a command names an account: its e-mail address or its id. */
export const userRefSchema = z
  .string({ error: 'Give the account’s e-mail address or id' })
  .trim()
  .min(1, 'Give the account’s e-mail address or id')
  .refine((ref) => z.uuid().safeParse(ref).success || z.email().safeParse(ref).success, {
    message: 'must be an e-mail address or a user id',
  })
  .transform((ref) =>
    z.uuid().safeParse(ref).success
      ? { kind: 'id' as const, value: ref }
      : { kind: 'email' as const, value: ref.toLowerCase() },
  );

/** The account an argument names; a usage error when it names none, exit 1 when none exists. */
export async function findUser(client: ApiClient, raw: unknown): Promise<User> {
  const ref = parseWith(userRefSchema, raw, { '': '<user>' });
  if (ref.kind === 'id') {
    try {
      return (await client.users.get(ref.value)).data.user;
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        throw new CliError(`No account with the id ${ref.value}`);
      }
      throw error;
    }
  }
  // The list's search matches names and e-mails anywhere; the exact e-mail is the one.
  const { data } = await client.users.list({ search: ref.value, limit: 100 });
  const user = data.users.find((candidate) => candidate.email.toLowerCase() === ref.value);
  if (!user) throw new CliError(`No account with the e-mail ${ref.value}`);
  return user;
}
