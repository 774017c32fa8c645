import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenStorage } from '@laundry/api-client';
import { STORAGE_KEYS } from '@laundry/domain';
import { z } from 'zod';
import type { CliContext } from './context';

export const DEFAULT_API_URL = 'http://localhost:3000/api';
const SESSION_FILE = 'session.json';
const ITEM_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/** `$LAUNDRY_CONFIG_DIR`, else `$XDG_CONFIG_HOME/laundry`, else `~/.config/laundry`. */
export function configDir(context: Pick<CliContext, 'env' | 'homeDir'>): string {
  const { env } = context;
  if (env.LAUNDRY_CONFIG_DIR) return env.LAUNDRY_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'laundry');
  return join(context.homeDir, '.config', 'laundry');
}

export function sessionFilePath(context: Pick<CliContext, 'env' | 'homeDir'>): string {
  return join(configDir(context), SESSION_FILE);
}

/** The API URL to sign in to: the flag, else `$LAUNDRY_API_URL`, else the local server. */
export function defaultApiUrl(context: Pick<CliContext, 'env'>): string {
  return context.env.LAUNDRY_API_URL || DEFAULT_API_URL;
}

/** What the session file holds: the API it belongs to and the three stored items. */
export interface SessionFile {
  apiUrl: string;
  items: Record<string, string>;
}

/**
 * The session file on disk: `{ apiUrl, auth_token?, refresh_token?, user_data? }`. Keys it does
 * not know are ignored (a newer `laundry` may add some); a stored item that is not text is
 * dropped rather than trusted.
 */
export const sessionFileSchema = z
  .looseObject({ apiUrl: z.url({ protocol: /^https?$/ }) })
  .transform(({ apiUrl, ...rest }): SessionFile => {
    const items: Record<string, string> = {};
    for (const key of ITEM_KEYS) {
      const value = rest[key];
      if (typeof value === 'string') items[key] = value;
    }
    return { apiUrl, items };
  });

/** The saved session, or null when there is none (or it cannot be read). */
export function readSessionFile(path: string): SessionFile | null {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = sessionFileSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Writes the session where only this user can read it (0600 in a 0700 folder), replacing the file
 * in one step so a crash never leaves half a file. With no items left, the file is removed.
 */
export function writeSessionFile(path: string, session: SessionFile): void {
  if (Object.keys(session.items).length === 0) {
    rmSync(path, { force: true });
    return;
  }
  const dir = join(path, '..');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    `${JSON.stringify({ apiUrl: session.apiUrl, ...session.items }, null, 2)}\n`,
    {
      mode: 0o600,
    },
  );
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** A `TokenStorage` backed by the session file: every change is written at once. */
export function createFileStorage(
  path: string,
  apiUrl: string,
  initial: Record<string, string> = {},
): TokenStorage {
  const items = new Map(Object.entries(initial));
  const save = () => writeSessionFile(path, { apiUrl, items: Object.fromEntries(items) });
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, value);
      save();
    },
    removeItem(key) {
      if (items.delete(key)) save();
    },
  };
}
