import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server-process';

declare module 'vitest' {
  interface ProvidedContext {
    /**
     * Where the data folder the built server set up with the demo data appears once it is ready
     * (see startServer, which waits for it); `<path>.failed` holds the reason if it could not be.
     */
    demoDataTemplate: string;
  }
}

/**
 * Starts the built server once on a fresh embedded database with the demo data and stops it: its
 * data folder is the template each test file's server starts from, copied. A start from scratch
 * (creating the database, migrating, seeding) costs ten seconds on a 2-core machine; from the
 * copy, about one. Vitest runs the projects' global set-ups one after another before any test, so
 * this one only starts the work and returns: the other projects' tests run meanwhile, and the
 * first CLI test waits for the folder.
 */
export default async function setup(project: TestProject) {
  const template = join(await mkdtemp(join(tmpdir(), 'laundry-cli-template-')), 'data');
  const made = (async () => {
    try {
      const server = await startServer();
      await server.close({ keepData: true });
      // Appears whole, at once: a waiting test never copies a folder still being written.
      await rename(server.dataDir, template);
    } catch (error) {
      await writeFile(`${template}.failed`, String(error instanceof Error ? error.stack : error));
    }
  })();
  project.provide('demoDataTemplate', template);
  return async () => {
    await made;
    await rm(join(template, '..'), { recursive: true, force: true });
  };
}
