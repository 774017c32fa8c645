import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import type { CliContext } from './context';
import { NotSignedInError } from './errors';
import { createProgram } from './program';
import { runCli } from './run';

function context(): CliContext & { output: () => { out: string; err: string } } {
  let out = '';
  let err = '';
  return {
    out: {
      write: (text) => {
        out += text;
      },
    },
    err: {
      write: (text) => {
        err += text;
      },
    },
    env: { LAUNDRY_CONFIG_DIR: '/nonexistent/laundry-test' },
    homeDir: '/nonexistent',
    stdin: { isTTY: false, readAll: async () => '' },
    prompt: {
      text: async () => '',
      secret: async () => '',
    },
    output: () => ({ out, err }),
  };
}

describe('the laundry program', () => {
  it('lists its commands in --help (exit 0)', async () => {
    const ctx = context();
    expect(await runCli(['--help'], ctx)).toBe(0);
    for (const name of ['login', 'logout', 'whoami', 'users', 'customers', 'db']) {
      expect(ctx.output().out).toContain(name);
    }
  });

  it('prints its version (exit 0)', async () => {
    const ctx = context();
    expect(await runCli(['--version'], ctx)).toBe(0);
    expect(ctx.output().out).toBe(`${packageJson.version}\n`);
  });

  it.each([
    [['dance']],
    [['login', '--colour', 'blue']],
    [['users']],
    [['users', 'delete']],
    [['customers']],
    [['customers', 'import']],
    [['db', 'restore']],
    [['db', 'backup', '--out']],
  ])('is exit 2 for bad usage: %j', async (args) => {
    const ctx = context();
    expect(await runCli(args, ctx)).toBe(2);
    expect(ctx.output().err).not.toBe('');
  });

  it('lets a command throw its typed error to the caller of parseAsync', async () => {
    const program = createProgram(context());
    await expect(program.parseAsync(['whoami'], { from: 'user' })).rejects.toBeInstanceOf(
      NotSignedInError,
    );
  });
});
