import type { TestProject } from 'vitest/node';
import { setupPostgres } from './global-setup';

/** The server-postgres project's template database, on the server its configuration names. */
export default function setup(project: TestProject) {
  const url = project.config.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('server-postgres runs without TEST_POSTGRES_URL');
  return setupPostgres(project, url);
}
