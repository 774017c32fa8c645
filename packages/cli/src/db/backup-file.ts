import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import {
  type BackupEndLine,
  type BackupHeader,
  backupEndLineSchema,
  backupHeaderSchema,
  backupSignatureLineSchema,
} from '@laundry/domain';
import { CliError, UsageError } from '../errors';

/** The end line (counts per table) and the signature line fit well within this tail. */
const TAIL_BYTES = 256 * 1024;

export interface BackupSummary {
  header: BackupHeader;
  end: BackupEndLine;
  bytes: number;
  /** Whether the file carries a signature (only the server, which holds the key, can check it). */
  signed: boolean;
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

/** The file's last two lines, last first. */
async function lastLines(path: string, size: number): Promise<(string | undefined)[]> {
  const handle = await open(path, 'r');
  try {
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer.toString('utf8').trimEnd().split('\n');
    return [lines.at(-1), lines.at(-2)];
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
  const [last, beforeLast] = await lastLines(path, bytes);
  // A signed file ends with its signature, after the end line.
  const signed = backupSignatureLineSchema.safeParse(parseLine(last)).success;
  const end = backupEndLineSchema.safeParse(parseLine(signed ? beforeLast : last));
  if (!end.success) {
    throw new CliError(`${path} is incomplete: it ends before its last line.`);
  }
  return { header: header.data, end: end.data, bytes, signed: signed && !!header.data.signing };
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
