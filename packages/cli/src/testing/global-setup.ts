import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  interface ProvidedContext {
    /** A data folder the built server has already set up with the demo data (see startServer). */
    demoDataTemplate: string;
  }
}

/**
 * Starts the built server once on a fresh embedded database with the demo data and stops it: its
 * data folder is the template each test file's server starts from, copied. A start from scratch
 * (creating the database, migrating, seeding) costs ten seconds on a 2-core machine; from the
 * copy, about one.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  await server.close({ keepData: true });
  project.provide('demoDataTemplate', server.dataDir);
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
