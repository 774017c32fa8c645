import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  backupEndLineSchema,
  backupHeaderSchema,
  backupRowLineSchema,
  backupRowSchemas,
  backupSignatureLineSchema,
  isBackupTable,
  type ReplaceDataResult,
  type SchemaVersion,
} from '@laundry/domain';
import type { Transaction } from '../../db/client';
import { AppError, BadRequestError, ConflictError } from '../../errors';
import { type BackupTrust, refusedRow, UNCHANGED } from './backup-trust';
import { checkBooks } from './books-check';
import type { TableInfo } from './catalog';
import { boundedLines, type FileLine } from './line-reader';
import { createAdminRepository } from './repository';
import type { BackupSigner } from './signing';

/** Rows written per INSERT: few statements, bounded memory. */
const INSERT_ROWS = 500;
/**
 * The longest line a backup may hold. A row as PostgreSQL writes it is a few kilobytes at most;
 * the bound keeps a file of one endless line from filling the server's memory.
 */
export const BACKUP_LINE_MAX_BYTES = 1024 * 1024;

export const restoreMessages = {
  notABackup: 'This file is not a laundry backup',
  incomplete: `The backup file is incomplete: it ends before its last line ${UNCHANGED}`,
  tooLong: (line: number) =>
    `The backup file is damaged at line ${line}: the line is longer than ${BACKUP_LINE_MAX_BYTES / 1024 / 1024} MiB ${UNCHANGED}`,
  afterSignature: (line: number) =>
    `The backup file is damaged at line ${line}: nothing may follow its signature ${UNCHANGED}`,
};

function describe(version: SchemaVersion): string {
  const count = `${version.migrations} migration${version.migrations === 1 ? '' : 's'}`;
  return version.latest ? `${version.latest} (${count})` : count;
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** Line 1: a backup of our format, of this database's schema version, or a clear refusal. */
function readHeader(line: string | undefined, current: SchemaVersion): BackupHeader {
  const raw = line === undefined ? undefined : parseJson(line);
  const format = (raw as { format?: unknown } | undefined)?.format;
  if (format !== BACKUP_FORMAT) throw new BadRequestError(restoreMessages.notABackup);
  const version = (raw as { formatVersion?: unknown }).formatVersion;
  if (version !== BACKUP_FORMAT_VERSION) {
    throw new BadRequestError(
      `This backup file has layout version ${String(version)}; this server reads version ${BACKUP_FORMAT_VERSION} ${UNCHANGED}`,
    );
  }
  const header = backupHeaderSchema.safeParse(raw);
  if (!header.success) throw new BadRequestError(`${restoreMessages.notABackup} (bad first line)`);
  if (header.data.schema.hash !== current.hash) {
    throw new ConflictError(
      `This backup is of database schema ${describe(header.data.schema)}, but this database is at ${describe(current)}: restore it on a server of the same version ${UNCHANGED}`,
    );
  }
  return header.data;
}

/**
 * The backup's lines after its header, with the running HMAC of every byte read so far (the
 * signature covers every byte before the signature line).
 */
export interface BackupLines {
  next(): Promise<FileLine | undefined>;
  /** The HMAC of every byte read so far; once asked, later lines are no longer signed. */
  digest(): string;
  /** The SHA-256 of every byte read so far: the file's fingerprint in the restore's audit row. */
  fingerprint(): string;
}

function backupLines(input: Readable, signer: BackupSigner): BackupLines {
  const lines = boundedLines(input, BACKUP_LINE_MAX_BYTES, restoreMessages.tooLong);
  const hmac = signer.start();
  const sha256 = createHash('sha256');
  let digest: string | undefined;
  return {
    async next() {
      const next = await lines.next();
      if (next.done) return undefined;
      if (digest === undefined) hmac.update(next.value.bytes);
      sha256.update(next.value.bytes);
      return next.value;
    },
    digest() {
      digest ??= hmac.digest('hex');
      return digest;
    },
    fingerprint() {
      return sha256.copy().digest('hex');
    },
  };
}

/**
 * Reads a backup from `input`: its header checked against the database's schema version and the
 * shop's signing key, then `restore` given the header and the remaining lines (the admin service
 * runs it in one transaction). A file of another schema version, a damaged line, an unsigned or
 * altered file (unless `trust.allowUnsigned`), a row the domain or the database refuses, or books
 * that do not add up is a 400 or 409 that says which line, why, and that nothing was changed.
 */
export async function readBackup(
  input: Readable,
  schemaVersion: () => Promise<SchemaVersion>,
  trust: BackupTrust,
  restore: (header: BackupHeader, lines: BackupLines) => Promise<ReplaceDataResult>,
): Promise<ReplaceDataResult> {
  const lines = backupLines(input, trust.signer);
  try {
    const first = await lines.next();
    const header = readHeader(first?.text, await schemaVersion());
    if (!header.signing) trust.distrust('unsigned');
    else if (header.signing.keyId !== trust.signer.signing.keyId) trust.distrust('otherKey');
    const result = await restore(header, lines);
    return trust.warning ? { ...result, warning: trust.warning } : result;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // PostgreSQL refused a row (bad value, broken reference): the file is not what it claims.
    const detail = databaseMessage(error);
    throw new BadRequestError(`The backup could not be restored: ${detail} ${UNCHANGED}`);
  } finally {
    // A refusal comes before the whole file has arrived: read the rest and drop it, so the
    // client sees the answer rather than a connection closed under its upload.
    input.resume();
  }
}

/** Writes the backup's rows and sequences into the emptied tables (inside `replaceAllData`). */
export async function restoreRows(
  tx: Transaction,
  header: BackupHeader,
  tables: TableInfo[],
  lines: BackupLines,
  trust: BackupTrust,
): Promise<void> {
  const rowLines = await writeRows(tx, header, tables, lines, trust);
  await createAdminRepository(tx).restoreSequences(header.sequences);
  await checkBooks(tx, rowLines);
  await createAdminRepository(tx).dropUnsentMessages();
}

/** The line each order and customer came from, so a broken rule names it. */
export type RowLines = Map<string, number>;
const LINE_KEPT_FOR: ReadonlySet<string> = new Set(['orders', 'customers']);

async function writeRows(
  tx: Transaction,
  header: BackupHeader,
  tables: TableInfo[],
  lines: BackupLines,
  trust: BackupTrust,
): Promise<RowLines> {
  const admin = createAdminRepository(tx);
  const names = tables.map((table) => table.name);
  const sameTables =
    names.length === header.tables.length && names.every((name) => header.tables.includes(name));
  if (!sameTables) {
    throw new ConflictError(
      `This backup holds the tables ${header.tables.join(', ')}, but this database has ${names.join(', ')} ${UNCHANGED}`,
    );
  }
  const columns = new Map(tables.map((table) => [table.name, table.columns]));
  const written = new Map<string, number>();
  const rowLines: RowLines = new Map();
  // The rows read but not written yet, all of one table.
  let batchTable = '';
  let batchRows: unknown[] = [];

  const flush = async () => {
    if (batchRows.length === 0) return;
    await admin.insertJsonRows(batchTable, columns.get(batchTable) ?? [], batchRows);
    written.set(batchTable, (written.get(batchTable) ?? 0) + batchRows.length);
    batchRows = [];
  };

  for (;;) {
    const line = await lines.next();
    if (!line) throw new BadRequestError(restoreMessages.incomplete);
    if (!line.text.trim()) continue;
    const value = parseJson(line.text);
    const end = backupEndLineSchema.safeParse(value);
    if (end.success) {
      await flush();
      for (const name of names) {
        const expected = end.data.counts[name] ?? 0;
        const got = written.get(name) ?? 0;
        if (expected !== got) {
          throw new BadRequestError(
            `The backup file is damaged: it holds ${got} rows of ${name}, its last line says ${expected} ${UNCHANGED}`,
          );
        }
      }
      await checkSignature(lines, trust);
      return rowLines;
    }
    const row = backupRowLineSchema.safeParse(value);
    const table = row.success ? row.data.table : '';
    if (!row.success || !columns.has(table) || !isBackupTable(table)) {
      throw new BadRequestError(`The backup file is damaged at line ${line.number} ${UNCHANGED}`);
    }
    const valid = backupRowSchemas[table].safeParse(row.data.row);
    if (!valid.success) throw new BadRequestError(refusedRow(line.number, table, valid.error));
    if (LINE_KEPT_FOR.has(table)) rowLines.set(String(row.data.row.id), line.number);
    if (batchTable !== table || batchRows.length >= INSERT_ROWS) await flush();
    batchTable = table;
    batchRows.push(row.data.row);
  }
}

/** After the end line: the signature of every byte before it, then nothing. */
async function checkSignature(lines: BackupLines, trust: BackupTrust): Promise<void> {
  const computed = lines.digest();
  let line = await lines.next();
  while (line && !line.text.trim()) line = await lines.next();
  // The file ended at its end line: unsigned. Nothing more to read (a finished reader is not
  // asked again: it would wait for bytes that never come).
  if (!line) return trust.distrust('unsigned');
  const signature = backupSignatureLineSchema.safeParse(parseJson(line.text));
  if (!signature.success) {
    throw new BadRequestError(`The backup file is damaged at line ${line.number} ${UNCHANGED}`);
  } else if (!trust.signer.matches(signature.data.signature, computed)) trust.distrust('altered');
  for (let after = await lines.next(); after; after = await lines.next()) {
    if (after.text.trim()) throw new BadRequestError(restoreMessages.afterSignature(after.number));
  }
}

function databaseMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.message;
    current = current.cause;
  }
  // Never the failed statement itself: it holds a whole batch of rows.
  return 'a row was refused by the database';
}
