import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  backupEndLineSchema,
  backupHeaderSchema,
  backupRowLineSchema,
  type ReplaceDataResult,
  type SchemaVersion,
} from '@laundry/domain';
import type { Transaction } from '../../db/client';
import { AppError, BadRequestError, ConflictError } from '../../errors';
import type { TableInfo } from './catalog';
import { createAdminRepository } from './repository';

/** Rows written per INSERT: few statements, bounded memory. */
const INSERT_ROWS = 500;
const UNCHANGED = '(nothing was changed)';

export const restoreMessages = {
  notABackup: 'This file is not a laundry backup',
  incomplete: `The backup file is incomplete: it ends before its last line ${UNCHANGED}`,
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

/** The rest of a backup after its header, read line by line. */
export type BackupLines = AsyncIterator<string>;

/**
 * Reads a backup from `input`: its header checked against the database's schema version, then
 * `restore` given the header and the remaining lines (the admin service runs it in one
 * transaction). A file of another schema version, a damaged line or a row the database refuses
 * is a 400 or 409 that says nothing was changed.
 */
export async function readBackup(
  input: Readable,
  schemaVersion: () => Promise<SchemaVersion>,
  restore: (header: BackupHeader, lines: BackupLines) => Promise<ReplaceDataResult>,
): Promise<ReplaceDataResult> {
  const reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const lines = reader[Symbol.asyncIterator]();
  try {
    const first = await lines.next();
    const header = readHeader(first.done ? undefined : first.value, await schemaVersion());
    return await restore(header, lines);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // PostgreSQL refused a row (bad value, broken reference): the file is not what it claims.
    const detail = databaseMessage(error);
    throw new BadRequestError(`The backup could not be restored: ${detail} ${UNCHANGED}`);
  } finally {
    reader.close();
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
): Promise<void> {
  await writeRows(tx, header, tables, lines);
  await createAdminRepository(tx).restoreSequences(header.sequences);
}

async function writeRows(
  tx: Transaction,
  header: BackupHeader,
  tables: TableInfo[],
  lines: BackupLines,
): Promise<void> {
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
  // The rows read but not written yet, all of one table.
  let batchTable = '';
  let batchRows: unknown[] = [];
  let lineNumber = 1;

  const flush = async () => {
    if (batchRows.length === 0) return;
    await admin.insertJsonRows(batchTable, columns.get(batchTable) ?? [], batchRows);
    written.set(batchTable, (written.get(batchTable) ?? 0) + batchRows.length);
    batchRows = [];
  };

  for (;;) {
    const next = await lines.next();
    if (next.done) throw new BadRequestError(restoreMessages.incomplete);
    lineNumber += 1;
    if (!next.value.trim()) continue;
    const value = parseJson(next.value);
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
      return;
    }
    const row = backupRowLineSchema.safeParse(value);
    if (!row.success || !columns.has(row.data.table)) {
      throw new BadRequestError(`The backup file is damaged at line ${lineNumber} ${UNCHANGED}`);
    }
    if (batchTable !== row.data.table || batchRows.length >= INSERT_ROWS) await flush();
    batchTable = row.data.table;
    batchRows.push(row.data.row);
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
