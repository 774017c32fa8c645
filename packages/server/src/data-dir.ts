import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Only the server's own user may read or change the database and its secret. */
export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/**
 * Files the process creates from now on are owner-only whatever mode the code asks for: PGlite's
 * file system creates its files 0666 and relies on the umask.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Creates `DATA_DIR` owner-only and puts everything already in it back to owner-only (folders
 * 0700, files 0600), so a folder made by an older version or copied in with loose modes is
 * closed at every start. Symbolic links are left alone: they are not ours to follow.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  chmodSync(dir, DATA_DIR_MODE);
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        chmodSync(path, DATA_DIR_MODE);
        pending.push(path);
      } else if (entry.isFile() && (lstatSync(path).mode & 0o777) !== DATA_FILE_MODE) {
        chmodSync(path, DATA_FILE_MODE);
      }
    }
  }
}
