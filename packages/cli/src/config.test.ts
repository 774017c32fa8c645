import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configDir, createFileStorage, defaultApiUrl, readSessionFile } from './config';

describe('the config folder', () => {
  it('is $LAUNDRY_CONFIG_DIR, else $XDG_CONFIG_HOME/laundry, else ~/.config/laundry', () => {
    expect(
      configDir({ env: { LAUNDRY_CONFIG_DIR: '/a', XDG_CONFIG_HOME: '/b' }, homeDir: '/h' }),
    ).toBe('/a');
    expect(configDir({ env: { XDG_CONFIG_HOME: '/b' }, homeDir: '/h' })).toBe('/b/laundry');
    expect(configDir({ env: {}, homeDir: '/h' })).toBe('/h/.config/laundry');
  });

  it('gives the API URL from the environment or the local server', () => {
    expect(defaultApiUrl({ env: { LAUNDRY_API_URL: 'https://x.test/api' } })).toBe(
      'https://x.test/api',
    );
    expect(defaultApiUrl({ env: {} })).toBe('http://localhost:3000/api');
  });
});

describe('the session file storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'laundry-config-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each change at once, 0600 in a 0700 folder, and removes the file when empty', async () => {
    const path = join(dir, 'nested', 'session.json');
    const storage = createFileStorage(path, 'http://x.test/api');

    storage.setItem('auth_token', 't');
    storage.setItem('refresh_token', 'r');

    expect(readSessionFile(path)).toEqual({
      apiUrl: 'http://x.test/api',
      items: { auth_token: 't', refresh_token: 'r' },
    });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'nested'))).mode & 0o777).toBe(0o700);

    storage.removeItem('auth_token');
    storage.removeItem('refresh_token');
    expect(readSessionFile(path)).toBeNull();
  });

  it('reads a damaged file as no session', async () => {
    const { writeFile } = await import('node:fs/promises');
    const path = join(dir, 'session.json');
    await writeFile(path, '{"apiUrl": ');
    expect(readSessionFile(path)).toBeNull();
  });

  it('keeps the known items that are text, ignores other keys, refuses a bad API URL', async () => {
    const { writeFile } = await import('node:fs/promises');
    const path = join(dir, 'session.json');
    await writeFile(
      path,
      JSON.stringify({
        apiUrl: 'https://shop.test/api',
        auth_token: 't',
        refresh_token: 5,
        colour: 'x',
      }),
    );
    expect(readSessionFile(path)).toEqual({
      apiUrl: 'https://shop.test/api',
      items: { auth_token: 't' },
    });

    await writeFile(path, JSON.stringify({ apiUrl: 'ftp://shop.test', auth_token: 't' }));
    expect(readSessionFile(path)).toBeNull();
    await writeFile(path, JSON.stringify(['not', 'an', 'object']));
    expect(readSessionFile(path)).toBeNull();
  });
});
