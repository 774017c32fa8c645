import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir } from '../../src/paths';

/**
 * The real entry point (dist/main.js, or src/main.ts through tsx before a build), started the way
 * an operator starts it: these tests are about what `node main.js` does with its environment and
 * its data folder.
 */
interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The built entry when there is one (the test command builds before it tests: what an operator
 * runs, and a start in about a second), else the source through tsx (several seconds a start).
 */
const BUILT_MAIN = join(packageDir, 'dist/main.js');
const entry = existsSync(BUILT_MAIN)
  ? [BUILT_MAIN]
  : ['--conditions=source', '--import', 'tsx', join(packageDir, 'src/main.ts')];

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, entry, {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    text += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => text, exited };
}

/** Waits until the server says it runs, or fails with what it printed when it stops instead. */
async function running(run: Run): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (!run.output().includes('Laundry is running')) {
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(run: Run): Promise<void> {
  run.child.kill('SIGTERM');
  await run.exited;
}

/** Every path under `dir` (and `dir` itself) whose mode is not owner-only. */
async function looseModes(dir: string): Promise<string[]> {
  const loose: string[] = [];
  const check = async (path: string) => {
    const stats = await lstat(path);
    if (stats.isSymbolicLink()) return;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== expected) {
      loose.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(path)) await check(join(path, name));
    }
  };
  await check(dir);
  return loose;
}

const port = () => String(41_000 + Math.floor(Math.random() * 8_000));

describe('starting the server', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'laundry-start-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps DATA_DIR owner-only, on the first start and after a restart', async () => {
    const dataDir = join(root, 'demo');
    // First start: no demo, no administrator — it runs, and says how to create one.
    const first = start({ DATA_DIR: dataDir, PORT: port() });
    await running(first);
    expect(first.output()).toContain('No account exists yet');
    const files = await readdir(join(dataDir, 'pglite'), { recursive: true });
    expect(files.length).toBeGreaterThan(100);
    expect(await looseModes(dataDir)).toEqual([]);
    await stop(first);
    // The shop of the last test: this first start's folder, restarted as the message says.
    await cp(dataDir, join(root, 'shop'), { recursive: true });

    // An older version (or a copy) left loose modes behind: the next start closes them again.
    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, 'jwt-secret'), 0o666);
    await chmod(join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    await chmod(join(dataDir, 'pglite', 'base'), 0o777);
    const second = start({ DATA_DIR: dataDir, DEMO: '1', PORT: port() });
    await running(second);
    expect(second.output()).toContain('Demo data added');
    expect(await looseModes(dataDir)).toEqual([]);
    await stop(second);
  }, 240_000);

  it('refuses to put the demo on the network', async () => {
    const run = start({
      DATA_DIR: join(root, 'refused'),
      DEMO: '1',
      HOST: '0.0.0.0',
      PORT: port(),
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('DEMO: demo mode publishes its logins');
    expect(run.output()).toContain('DEMO_ON_NETWORK=1');
  }, 120_000);

  it('refuses the network while the demo accounts still open with the demo password', async () => {
    // The folder of the first test ran the demo; the operator now switches demo off.
    const run = start({ DATA_DIR: join(root, 'demo'), HOST: '0.0.0.0', PORT: port() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('still has demo accounts');
    expect(run.output()).toContain('admin@laundry.test');
  }, 120_000);

  it('a real shop: restarted with ADMIN_EMAIL / ADMIN_PASSWORD, the administrator, on the network', async () => {
    // The folder a first start without an account left (copied in the first test), restarted
    // with the settings its message asked for.
    const listen = port();
    const run = start({
      DATA_DIR: join(root, 'shop'),
      HOST: '0.0.0.0',
      PORT: listen,
      ADMIN_EMAIL: 'Owner@Shop.lk',
      ADMIN_PASSWORD: 'a long passphrase',
    });
    try {
      await running(run);
      expect(run.output()).toContain('First administrator owner@shop.lk created');
      const base = `http://127.0.0.1:${listen}/api`;
      const config = (await (await fetch(`${base}/public/config`)).json()) as {
        data: { demo: unknown };
      };
      expect(config.data.demo).toBeNull();
      const demo = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@laundry.test', password: 'demo1234' }),
      });
      expect(demo.status).toBe(401);
      const owner = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@shop.lk', password: 'a long passphrase' }),
      });
      expect(owner.status).toBe(200);
    } finally {
      await stop(run);
    }
  }, 240_000);
});
