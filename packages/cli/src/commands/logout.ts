import { createApiClient, getErrorMessage } from '@laundry/api-client';
import { Command } from 'commander';
import { createFileStorage, readSessionFile, sessionFilePath } from '../config';
import { type CliContext, println } from '../context';

/**
 * Ends the session: the server is told (so the refresh token is revoked) and the session file is
 * removed whatever it answers. Returns whether there was a session and the server's complaint.
 */
export async function logout(
  context: CliContext,
): Promise<{ wasSignedIn: boolean; serverError: string | null }> {
  const path = sessionFilePath(context);
  const saved = readSessionFile(path);
  if (!saved) return { wasSignedIn: false, serverError: null };
  const client = createApiClient({
    baseURL: saved.apiUrl,
    storage: createFileStorage(path, saved.apiUrl, saved.items),
    fetch: context.fetch,
  });
  try {
    await client.auth.logout();
    return { wasSignedIn: true, serverError: null };
  } catch (error) {
    return { wasSignedIn: true, serverError: getErrorMessage(error, 'Logout failed') };
  }
}

export function logoutCommand(context: CliContext): Command {
  return new Command('logout')
    .description('sign out and forget the saved session')
    .action(async () => {
      const { wasSignedIn, serverError } = await logout(context);
      if (!wasSignedIn) {
        println(context.out, 'Not signed in.');
        return;
      }
      if (serverError) {
        println(context.err, `warning: the server was not told (${serverError}).`);
      }
      println(context.out, 'Signed out.');
    });
}
