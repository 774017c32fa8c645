import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; the server applies the migrations itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
