import { type ApiClient, createApiClient, isApiError } from '@laundry/api-client';
import { STORAGE_KEYS } from '@laundry/domain';
import { createFileStorage, readSessionFile, sessionFilePath } from './config';
import type { CliContext } from './context';
import { CliError, EXIT, NotSignedInError, SessionExpiredError } from './errors';
import { busyLine } from './progress';

export interface Session {
  client: ApiClient;
  apiUrl: string;
}

/**
 * Runs `task` with a client signed in from the session file; a refreshed token is written back.
 * No session → NotSignedInError; a refused refresh → SessionExpiredError (both exit 3).
 */
export async function withSession<T>(
  context: CliContext,
  task: (session: Session) => Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const path = sessionFilePath(context);
  const saved = readSessionFile(path);
  if (!saved?.items[STORAGE_KEYS.token] || !saved.items[STORAGE_KEYS.refreshToken]) {
    throw new NotSignedInError();
  }
  let expired = false;
  const client = createApiClient({
    baseURL: saved.apiUrl,
    storage: createFileStorage(path, saved.apiUrl, saved.items),
    onSessionExpired: () => {
      expired = true;
    },
    onBusy: (event) => {
      const line = busyLine(event);
      if (line) context.err.write(line);
    },
    fetch: context.fetch,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  try {
    return await task({ client, apiUrl: saved.apiUrl });
  } catch (error) {
    if (expired) throw new SessionExpiredError();
    throw withApiUrl(error, saved.apiUrl);
  }
}

/** When nobody answered, say where the CLI was calling. */
export function withApiUrl(error: unknown, apiUrl: string): unknown {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return new CliError(`${error.message}\nAPI: ${apiUrl}`, EXIT.failure);
  }
  return error;
}
