import { serverProject } from './vitest.config.ts';

/** The server suite again on PostgreSQL, beside the PGlite one (root vitest.config.ts). */
const url = process.env.TEST_POSTGRES_URL;
if (!url) throw new Error('TEST_POSTGRES_URL names the PostgreSQL server for server-postgres');

export default serverProject('server-postgres', url);
