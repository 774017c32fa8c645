import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** The built server (`pnpm --filter @laundry/server build`); the CLI never imports its code. */
const SERVER_MAIN = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
const START_TIMEOUT_MS = 90_000;

/** The demo accounts the server seeds on an empty embedded database. */
export const DEMO_ADMIN = { email: 'admin@laundry.test', password: 'demo1234' };
export const DEMO_CASHIER = { email: 'cashier@laundry.test', password: 'demo1234' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped (exit ${child.exitCode}):\n${log()}`);
    }
    try {
      const response = await fetch(`${url}/public/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/**
 * The real server, as its binary, on a free port with a fresh embedded database and the demo
 * data: what `laundry` talks to in production, started the way the e2e suite starts it. Inside
 * the test run the database is a copy of the demo one the global set-up made (global-setup.ts).
 */
export async function startServer(extraEnv: Record<string, string> = {}) {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error('The server is not built: run `pnpm --filter @laundry/server build` first.');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'laundry-cli-server-'));
  const template = demoDataTemplate();
  if (template) await cp(await ready(template), dataDir, { recursive: true });
  const port = await freePort();
  const { DATABASE_URL: _postgres, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // `laundry db restore --allow-unsigned` is tested: the server must allow it (issue 38).
      ALLOW_UNSIGNED_RESTORE: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}/api`;
  /** Stops the server (it closes its database first); the data folder goes too unless kept. */
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, close: stop };
}
export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** The global set-up's demo data folder once it is there (it is made while other tests run). */
async function ready(template: string): Promise<string> {
  const deadline = Date.now() + 180_000;
  while (!existsSync(template)) {
    if (existsSync(`${template}.failed`)) {
      throw new Error(
        `The demo data could not be set up:\n${readFileSync(`${template}.failed`, 'utf8')}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`The demo data did not appear at ${template}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return template;
}

/** The global set-up's demo data folder, inside a test file; none in the set-up itself. */
function demoDataTemplate(): string | undefined {
  try {
    return inject('demoDataTemplate');
  } catch {
    return undefined;
  }
}
