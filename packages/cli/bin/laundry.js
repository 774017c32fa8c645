#!/usr/bin/env node
// The `laundry` command: runs the bundle built by `pnpm --filter @laundry/cli build`.
try {
  await import('../dist/index.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/index.js')) {
    console.error('laundry is not built yet: run `pnpm --filter @laundry/cli build` first.');
    process.exitCode = 1;
  } else {
    throw error;
  }
}
