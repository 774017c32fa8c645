import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import {
  type BackupEndLine,
  type BackupHeader,
  backupEndLineSchema,
  backupHeaderSchema,
} from '@laundry/domain';
import { CliError, UsageError } from '../errors';

/** The end line holds only the counts per table: it fits well within this tail. */
const TAIL_BYTES = 256 * 1024;

export interface BackupSummary {
  header: BackupHeader;
  end: BackupEndLine;
  bytes: number;
}

function parseLine(line: string | undefined): unknown {
  try {
    return line === undefined ? undefined : JSON.parse(line);
  } catch {
    return undefined;
  }
}

async function firstLine(path: string): Promise<string | undefined> {
  const lines = createInterface({
    input: createReadStream(path),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
  }
}

async function lastLine(path: string, size: number): Promise<string | undefined> {
  const handle = await open(path, 'r');
  try {
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString('utf8').trimEnd().split('\n').at(-1);
  } finally {
    await handle.close();
  }
}

/**
 * Reads a backup file's header and end line without reading the rows: enough to say what it
 * holds and that it is whole (a file cut short has no end line).
 */
export async function readBackupSummary(path: string): Promise<BackupSummary> {
  let bytes: number;
  try {
    bytes = (await stat(path)).size;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new UsageError(`Cannot read ${path}: ${reason}`);
  }
  const header = backupHeaderSchema.safeParse(parseLine(await firstLine(path)));
  if (!header.success) throw new CliError(`${path} is not a laundry backup.`);
  const end = backupEndLineSchema.safeParse(parseLine(await lastLine(path, bytes)));
  if (!end.success) {
    throw new CliError(`${path} is incomplete: it ends before its last line.`);
  }
  return { header: header.data, end: end.data, bytes };
}

/** `users 4, customers 12, …` in the order the tables restore. */
export function describeCounts(
  counts: Record<string, number>,
  order: readonly string[] = Object.keys(counts),
): string {
  return order.map((table) => `${table} ${counts[table] ?? 0}`).join(', ');
}

/** `0001_customers_orders (2 migrations)`. */
export function describeSchema(schema: BackupHeader['schema']): string {
  const count = `${schema.migrations} migration${schema.migrations === 1 ? '' : 's'}`;
  return schema.latest ? `${schema.latest} (${count})` : count;
}
