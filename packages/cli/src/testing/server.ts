import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createRunner, type Runner } from './harness';
import { DEMO_ADMIN, startServer, type TestServer } from './server-process';

export { DEMO_ADMIN, DEMO_CASHIER, startServer, type TestServer } from './server-process';

type Account = { email: string; password: string };

/** A CLI pointed at `url`, signed in as `account`. */
async function signedInRunner(url: string, account: Account): Promise<Runner> {
  const runner = await createRunner(url);
  const login = await runner.run('login', '--email', account.email, '--password', account.password);
  expect(login.code, login.stderr).toBe(0);
  return runner;
}

/**
 * A test file's real server and CLI: started once before the file's tests (one sign-in per file,
 * as the server allows 30 sign-ins a minute from one address), the terminal reset before each
 * test, both stopped after. Call it at the top of the file; what it returns is usable inside tests.
 */
export function startServerForCli(signIn: Account = DEMO_ADMIN) {
  let server: TestServer | undefined;
  let runner: Runner | undefined;
  beforeAll(async () => {
    server = await startServer();
    runner = await signedInRunner(server.url, signIn);
  }, 120_000);
  afterAll(async () => {
    await runner?.close();
    await server?.close();
  });
  beforeEach(() => {
    Object.assign(started().runner.terminal, {
      isTTY: false,
      stdin: '',
      answers: [],
      questions: [],
    });
  });
  function started() {
    if (!server || !runner) throw new Error('startServerForCli: use it inside a test');
    return { server, runner };
  }
  return {
    /** The API's address (for a second runner, or an API client). */
    get url() {
      return started().server.url;
    },
    get configDir() {
      return started().runner.configDir;
    },
    get terminal() {
      return started().runner.terminal;
    },
    /** Runs `laundry <args>` as the signed-in account. */
    run: (...args: string[]) => started().runner.run(...args),
    /** Another CLI (its own config folder) on the same server, signed in as `account`; close it. */
    runnerAs: (account: Account) => signedInRunner(started().server.url, account),
  };
}
export type CliOnServer = ReturnType<typeof startServerForCli>;
