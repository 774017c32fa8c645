/** Where a test file gets its database from; decided once per run by global-setup.ts. */
export type TestDatabaseSource =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
