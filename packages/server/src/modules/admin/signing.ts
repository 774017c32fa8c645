import { createHash, createHmac, type Hmac, timingSafeEqual } from 'node:crypto';
import { BACKUP_SIGNATURE_ALGORITHM, type BackupHeader } from '@laundry/domain';

/**
 * Backups are signed with the shop's own key (docs/decisions/024): an HMAC-SHA256 of every byte
 * of the file before its signature line. The header names the key by a fingerprint, never the key.
 */
export interface BackupSigner {
  signing: NonNullable<BackupHeader['signing']>;
  /** A fresh running HMAC: feed it the file's bytes in order, then `digest('hex')`. */
  start(): Hmac;
  /** Compares a file's signature with the one computed, in constant time. */
  matches(expected: string, computed: string): boolean;
}

export function backupSigner(key: string): BackupSigner {
  const keyId = createHash('sha256').update(`laundry backup key:${key}`).digest('hex').slice(0, 16);
  return {
    signing: { algorithm: BACKUP_SIGNATURE_ALGORITHM, keyId },
    start: () => createHmac('sha256', key),
    matches(expected, computed) {
      const a = Buffer.from(expected, 'hex');
      const b = Buffer.from(computed, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
