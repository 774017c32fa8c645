import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { customers } from '../src/db/schema';
import {
  createCustomersRepository,
  customerSearchCondition,
} from '../src/modules/customers/repository';

/** The plan PostgreSQL runs for a query, one line per node. */
async function plan(db: Database, query: SQL | { getSQL(): SQL }) {
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`explain (analyze, costs off) ${query}`),
  );
  return rows.map((row) => Object.values(row)[0] ?? '');
}

/**
 * Shows that the customer search is answered from the pg_trgm indexes: the search box's query
 * (name, phone, e-mail, student ID) and the list's filtered count, on the generated data. A
 * pattern that matches a large share of the table may rightly be read with a scan instead.
 */
export async function explainSearch(db: Database) {
  const repository = createCustomersRepository(db);
  const cases: [string, SQL | { getSQL(): SQL }][] = [
    ['GET /customers/search?q=kasuni wickrama', repository.searchQuery('kasuni wickrama', 10)],
    ['GET /customers/search?q=0700012345', repository.searchQuery('0700012345', 10)],
    ['GET /customers/search?q=077 001 23', repository.searchQuery('077 001 23', 10)],
    ['GET /customers/search?q=nethmi.perera12', repository.searchQuery('nethmi.perera12', 10)],
    ['GET /customers/search?q=IT2112345', repository.searchQuery('IT2112345', 10)],
    [
      'GET /customers?search=Samarawickrama (the count of the list)',
      sql`select count(*) from ${customers} where ${customerSearchCondition('Samarawickrama')}`,
    ],
    [
      'GET /customers/search?q=ni (two letters: too short for trigrams)',
      repository.searchQuery('ni', 10),
    ],
  ];
  for (const [title, query] of cases) {
    const lines = await plan(db, query);
    const indexes = [...new Set(lines.join('\n').match(/customers_\w+_idx/g) ?? [])];
    console.log(
      `\n${title}: ${indexes.length > 0 ? `uses ${indexes.join(', ')}` : 'NO INDEX USED'}`,
    );
    for (const line of lines) console.log(`    ${line}`);
  }
}
