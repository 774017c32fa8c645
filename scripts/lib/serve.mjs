/**
 * The production build served for the benches (`pnpm build` first): the real server on a free
 * port with a data folder of its own, started and waited for. Shared by scripts/lighthouse.mjs
 * and scripts/counter-bench.mjs.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');
export const serverMain = join(root, 'packages/server/dist/main.js');
export const webIndex = join(root, 'packages/web/dist/index.html');

/** The build's missing parts, as "the server" / "the web app"; empty when both are built. */
export function missingBuild() {
  return [
    [serverMain, 'the server'],
    [webIndex, 'the web app'],
  ]
    .filter(([file]) => !existsSync(file))
    .map(([, what]) => what);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Starts the built server (extra environment in `env`, e.g. DEMO) and waits up to 3 minutes. */
export async function startServer(port, dataDir, env = {}) {
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The campaign runs today, as a visitor during a campaign sees the page.
      CAMPAIGN_START_DATE: day(-30),
      CAMPAIGN_END_DATE: day(30),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting.');
    try {
      const response = await fetch(`${base}/api/public/config`);
      if (response.ok) return { server, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('The server did not answer within 3 minutes.');
}
