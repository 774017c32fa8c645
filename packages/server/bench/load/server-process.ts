import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..', '..');

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb(): number;
  /** SIGTERM and wait for the exit (graceful), or SIGKILL (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * The real server (`src/main.ts`, as `pnpm dev` runs it) in a process of its own, on a free port,
 * with the demo data: the benchmark talks to it over HTTP like the counter's browsers do, and
 * can kill it.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER=dist: the built server (`pnpm --filter @laundry/server build`), as it ships.
  const command = [
    ...(process.env.BENCH_SERVER_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
      : []),
    ...(process.env.BENCH_SERVER === 'dist'
      ? ['dist/main.js']
      : ['--conditions=source', '--import', 'tsx', 'src/main.ts']),
  ];
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // A load test is a flood on purpose.
      RATE_LIMIT_PER_USER: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      RATE_LIMIT_LOGIN: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start-up:\n${errors}`);
    const answer = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
