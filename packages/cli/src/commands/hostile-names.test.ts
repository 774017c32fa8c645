import {
  DEMO_PASSWORD,
  fakeUsersApi,
  makeAccount,
  makeTillDay,
  makeUser,
  ok,
  startFakeApi,
} from '@laundry/api-client/testing/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRunner, type Runner } from '../testing/harness';

/**
 * Issue 38, finding 1: a name holding terminal escapes, printed raw by `laundry till z-report` and
 * `laundry users list`, erased the report's lines and retitled the admin's terminal. Every
 * command that shows a name prints it as text: no control character, no bidirectional override,
 * and no line of its own.
 */
const ESCAPES = '\u001b[2K\r\u001b[1A\u001b[2K\u001b]0;pwned\u0007OK';
const OVERRIDE = 'Nimal \u202Egnp.exe\nTotal: 0.00\u009b2K';
// Anything a terminal acts on, or that reorders text; a line break only where the CLI puts one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it looks for
const ACTS_ON_TERMINAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let api: Awaited<ReturnType<typeof startFakeApi>>;
let cli: Runner;

beforeEach(async () => {
  const admin = makeUser('admin', { name: ESCAPES });
  const cashier = makeAccount('Nimal', 'cashier', { name: OVERRIDE, email: 'nimal@laundry.test' });
  const day = makeTillDay('2026-03-02');
  const [first] = day.sessions;
  if (first) first.session.openedBy.name = ESCAPES;
  api = await startFakeApi({
    users: [admin],
    route: fakeUsersApi([admin, cashier], { selfId: admin._id }).route,
    handlers: { 'GET /till/z-report': () => ok(day) },
  });
  cli = await createRunner(api.url);
});

afterEach(async () => {
  await cli.close();
  await api.close();
});

describe('a hostile name through every command that shows names', () => {
  it.each([
    [['whoami'], 4],
    [['users', 'list'], undefined],
    [['users', 'list', '--json'], undefined],
    [['users', 'deactivate', 'nimal@laundry.test'], undefined],
    [['till', 'z-report', '--date', '2026-03-02'], undefined],
    [['till', 'z-report', '--date', '2026-03-02', '--format', 'json'], undefined],
  ] as const)('laundry %s prints it as text', async (args, lines) => {
    const login = await cli.run(
      'login',
      '--email',
      'admin@laundry.test',
      '--password',
      DEMO_PASSWORD,
    );
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).not.toMatch(ACTS_ON_TERMINAL);
    expect(login.stdout.trimEnd().split('\n')).toHaveLength(1);

    const result = await cli.run(...args);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(ACTS_ON_TERMINAL);
    expect(result.stderr).not.toMatch(ACTS_ON_TERMINAL);
    expect(result.stdout).toMatch(/\uFFFD|\\u001b|\\u202e/);
    if (lines) expect(result.stdout.trimEnd().split('\n')).toHaveLength(lines);
    // The report's lines are all there: none erased, none added by a name.
    if (args[0] === 'till' && args.length === 4) {
      expect(
        result.stdout
          .trimEnd()
          .split('\n')
          .filter((line) => line.startsWith('#')),
      ).toHaveLength(1);
    }
    const words: readonly string[] = args;
    if (words.includes('--json') || words.includes('json')) {
      const parsed = JSON.parse(result.stdout) as unknown;
      expect(JSON.stringify(parsed)).toContain('pwned');
    }
  });
});
