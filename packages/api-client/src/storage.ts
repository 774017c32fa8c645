import { type AuthResult, STORAGE_KEYS, type User, userSchema } from '@laundry/domain';

/** Where the session is kept: `window.localStorage` in the browser, a file for the CLI. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the process: tests, server-side rendering, one-off scripts. */
export function createMemoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** What is stored: the access token, the refresh token and the signed-in user. */
export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** The three stored items, read and written under the spec's keys (`auth_token`, …). */
export function createSessionStore(storage: TokenStorage) {
  function saveTokens(pair: TokenPair) {
    storage.setItem(STORAGE_KEYS.token, pair.token);
    storage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  }
  function saveUser(user: User) {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  return {
    token: () => storage.getItem(STORAGE_KEYS.token),
    refreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    read: (): StoredSession => ({
      token: storage.getItem(STORAGE_KEYS.token),
      refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
      user: parseStoredUser(storage.getItem(STORAGE_KEYS.user)),
    }),
    saveTokens,
    saveUser,
    saveAuth(result: AuthResult) {
      saveTokens(result);
      saveUser(result.user);
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.refreshToken);
      storage.removeItem(STORAGE_KEYS.user);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** A stored user that no longer reads as a user (edited by hand, older version) counts as none. */
function parseStoredUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
