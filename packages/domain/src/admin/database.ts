import { z } from 'zod';
import { queryBoolean } from '../lists';

/**
 * Database administration through the API (docs/decisions/014-cli-database-admin.md): the
 * backup file's lines, the migration status and the answers of restore and seed-demo. The
 * server writes and checks these; the CLI reads them.
 */

/** The first field of a backup file's first line: anything else is not one of our backups. */
export const BACKUP_FORMAT = 'laundry-backup';
/** The layout of the file itself (not of the database schema). */
export const BACKUP_FORMAT_VERSION = 1;
/** Backups are JSON Lines: a header line, one line per row, an end line. */
export const BACKUP_CONTENT_TYPE = 'application/x-ndjson';

/** Which migrations made a database: a backup restores only into the same schema version. */
export const schemaVersionSchema = z.object({
  /** How many migrations have been applied. */
  migrations: z.number().int().min(0),
  /** The last applied migration's name (null when the server does not know it). */
  latest: z.string().nullable(),
  /** The last applied migration's hash (null on an empty database). */
  hash: z.string().nullable(),
});
export type SchemaVersion = z.infer<typeof schemaVersionSchema>;

/** A sequence's last value, as text (bigint); null when it has never been used. */
const sequenceValue = z
  .string()
  .regex(/^-?\d+$/, 'must be a whole number')
  .nullable();

/** How a backup is signed: an HMAC with the shop's own key (docs/decisions/022). */
export const BACKUP_SIGNATURE_ALGORITHM = 'HMAC-SHA256';

/**
 * The header's account of the signature: which algorithm, and which key (a fingerprint, never the
 * key), so a file signed by another shop's key is told apart from one changed after signing.
 */
export const backupSigningSchema = z.object({
  algorithm: z.literal(BACKUP_SIGNATURE_ALGORITHM),
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
});

/** Line 1 of a backup file. A header without `signing` is an unsigned file (older servers). */
export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  schema: schemaVersionSchema,
  createdAt: z.string(),
  /** The tables in the order their rows follow (a table after the ones it refers to). */
  tables: z.array(z.string().min(1)).max(1000),
  sequences: z.record(z.string(), sequenceValue),
  signing: backupSigningSchema.optional(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** Every line between the header and the end: one row of one table, as PostgreSQL wrote it. */
export const backupRowLineSchema = z.object({
  table: z.string().min(1),
  row: z.record(z.string(), z.unknown()),
});

/** The last line: a file without it was cut short. */
export const backupEndLineSchema = z.object({
  end: z.literal(true),
  counts: z.record(z.string(), z.number().int().min(0)),
});
export type BackupEndLine = z.infer<typeof backupEndLineSchema>;

/**
 * After the end line of a signed file: the HMAC (hex) of every byte before this line, newlines
 * included. Nothing may follow it.
 */
export const backupSignatureLineSchema = z.object({
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupSignatureLine = z.infer<typeof backupSignatureLineSchema>;

/**
 * The query of POST /admin/restore: `allowUnsigned=true` is the admin's explicit leave to restore
 * a file not signed by this shop's key, or changed since (decision 022).
 */
export const restoreQuerySchema = z.strictObject({
  allowUnsigned: queryBoolean('allowUnsigned must be true or false').optional(),
});

/** Rows per table. */
export const tableCountsSchema = z.record(z.string(), z.number().int().min(0));

/** `data` of POST /admin/restore and POST /admin/seed-demo. */
export const replaceDataResultSchema = z.object({
  schema: schemaVersionSchema,
  tables: tableCountsSchema,
  /** Sign-ins of accounts that exist after the change, kept; the others have ended. */
  sessionsKept: z.number().int().min(0),
  /** Set when an unsigned or altered file was restored on the caller's explicit leave. */
  warning: z.string().optional(),
});
export type ReplaceDataResult = z.infer<typeof replaceDataResultSchema>;

export const migrationSchema = z.object({
  name: z.string().nullable(),
  hash: z.string(),
});
export type Migration = z.infer<typeof migrationSchema>;

/** `data` of GET and POST /admin/migrations. */
export const migrationStatusSchema = z.object({
  schema: schemaVersionSchema,
  applied: z.array(migrationSchema),
  /** Known to this server, not applied yet. */
  pending: z.array(migrationSchema),
  /** Applied to the database but unknown to this server (a newer server migrated it). */
  unknown: z.array(migrationSchema),
  /** What this call applied (POST only; empty for GET). */
  appliedNow: z.array(migrationSchema),
});
export type MigrationStatus = z.infer<typeof migrationStatusSchema>;
