import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeApi } from '@laundry/api-client/testing/node';
import type { CliContext, Writer } from '../context';
import { runCli } from '../run';

function buffer(): Writer & { text: () => string } {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
    },
    text: () => text,
  };
}

/**
 * The CLI pointed at `apiUrl`, with a temporary config folder and an in-memory terminal. `run`
 * drives it the way the binary does and answers the exit code and what was written.
 */
export async function createRunner(apiUrl: string) {
  const configDir = await mkdtemp(join(tmpdir(), 'laundry-cli-'));
  const terminal = {
    isTTY: false,
    stdin: '',
    answers: [] as string[],
    questions: [] as string[],
  };
  const env: Record<string, string | undefined> = {
    LAUNDRY_CONFIG_DIR: configDir,
    LAUNDRY_API_URL: apiUrl,
  };

  async function answer(question: string) {
    terminal.questions.push(question);
    const next = terminal.answers.shift();
    if (next === undefined) throw new Error(`Unexpected question: ${question}`);
    return next;
  }

  async function run(...args: string[]) {
    const out = buffer();
    const err = buffer();
    const context: CliContext = {
      out,
      err,
      env,
      homeDir: configDir,
      stdin: { isTTY: terminal.isTTY, readAll: async () => terminal.stdin },
      prompt: { text: answer, secret: answer },
    };
    const code = await runCli(args, context);
    return { code, stdout: out.text(), stderr: err.text() };
  }

  return {
    configDir,
    env,
    terminal,
    run,
    sessionFile: join(configDir, 'session.json'),
    async close() {
      await rm(configDir, { recursive: true, force: true });
    },
  };
}
export type Runner = Awaited<ReturnType<typeof createRunner>>;

/** A fake API on 127.0.0.1 and a runner pointed at it (for the wire-level details). */
export async function createHarness() {
  const api = await startFakeApi();
  const runner = await createRunner(api.url);
  return {
    ...runner,
    api,
    async close() {
      await api.close();
      await runner.close();
    },
  };
}
export type Harness = Awaited<ReturnType<typeof createHarness>>;
