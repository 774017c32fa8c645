import { type CreateCustomer, createCustomerSchema } from '@laundry/domain';
import { CsvError, parse } from 'csv-parse/sync';

/** A row that passed the domain's customer schema, with the line it came from. */
export interface CustomerRow {
  line: number;
  input: CreateCustomer;
}

/** What is wrong with the file: the line (1 is the header), the column, and why. */
export interface RowProblem {
  line: number;
  field: string;
  message: string;
}

/** The columns a file may have, by the domain's field names, and the other spellings accepted. */
const COLUMNS = {
  fullName: ['fullname', 'name'],
  phoneNumber: ['phonenumber', 'phone'],
  email: ['email', 'emailaddress'],
  isStudent: ['isstudent', 'student'],
  campusId: ['campusid', 'studentid'],
  institution: ['institution'],
  street: ['street', 'addressstreet'],
  city: ['city', 'addresscity'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: readonly Column[] = ['fullName', 'phoneNumber'];
export const CSV_COLUMNS = Object.keys(COLUMNS) as Column[];

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0', '']);

function columnOf(header: string): Column | undefined {
  const key = header.toLowerCase().replace(/[\s_.-]/g, '');
  return CSV_COLUMNS.find((column) => (COLUMNS[column] as readonly string[]).includes(key));
}

/** The domain's field path back to the file's column: `address.street` → `street`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const last = String(path.at(-1) ?? '');
  return path[0] === 'address' ? last : String(path[0] ?? '');
}

/**
 * Reads a customers CSV (header row first) and checks every row with the domain's customer
 * schema, plus what only the whole file shows: a phone number or e-mail given twice. Answers
 * the valid rows and every problem found; the caller imports nothing while there is one.
 */
export function parseCustomersCsv(text: string): { rows: CustomerRow[]; problems: RowProblem[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  const problems: RowProblem[] = [];
  let headerColumns: (Column | undefined)[] = [];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      columns: (header: string[]) => {
        headerColumns = header.map(columnOf);
        return header.map((name, index) => headerColumns[index] ?? `?${name}`);
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { rows: [], problems: [{ line, field: '', message: error.message }] };
    }
    throw error;
  }

  const unknown = records[0]
    ? Object.keys(records[0].record).filter((key) => key.startsWith('?'))
    : [];
  for (const name of unknown) {
    problems.push({
      line: 1,
      field: name.slice(1),
      message: `Unknown column (the columns are ${CSV_COLUMNS.join(', ')})`,
    });
  }
  for (const column of REQUIRED) {
    if (!headerColumns.includes(column)) {
      problems.push({ line: 1, field: column, message: 'Missing column' });
    }
  }
  if (problems.length > 0) return { rows: [], problems };

  const rows: CustomerRow[] = [];
  const seen = { phoneNumber: new Map<string, number>(), email: new Map<string, number>() };
  for (const { record, info } of records) {
    const line = info.lines;
    const student = (record.isStudent ?? '').toLowerCase();
    // A bad yes/no is reported with whatever else is wrong on the line.
    const badStudent = !YES.has(student) && !NO.has(student);
    if (badStudent) {
      problems.push({ line, field: 'isStudent', message: 'Must be yes or no (true/false, 1/0)' });
    }
    const street = record.street || undefined;
    const city = record.city || undefined;
    const parsed = createCustomerSchema.safeParse({
      fullName: record.fullName ?? '',
      phoneNumber: record.phoneNumber ?? '',
      email: record.email || undefined,
      isStudent: YES.has(student),
      campusId: record.campusId || undefined,
      institution: record.institution || undefined,
      address: street || city ? { street, city } : undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ line, field: fieldOf(issue.path), message: issue.message });
      }
      continue;
    }
    if (badStudent) continue;
    const input = parsed.data;
    let duplicate = false;
    for (const [field, value] of [
      ['phoneNumber', input.phoneNumber],
      ['email', input.email],
    ] as const) {
      if (!value) continue;
      const earlier = seen[field].get(value);
      if (earlier !== undefined) {
        duplicate = true;
        problems.push({ line, field, message: `The same as on line ${earlier}` });
      } else {
        seen[field].set(value, line);
      }
    }
    if (!duplicate) rows.push({ line, input });
  }
  return { rows, problems };
}
