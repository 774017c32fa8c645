import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CASHIER, startServerForCli } from '../testing/server';

const cli = startServerForCli();

const file = (name: string) => join(cli.configDir, name);

async function backup(name: string) {
  const result = await cli.run('db', 'backup', '--out', file(name), '--json');
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { file: string; tables: Record<string, number> };
}

/** A backup file without its header's timestamp: two backups of the same data compare equal. */
/** A backup's header (without its time) and its lines, sorted: rows carry no order of their own
 * (the database hands them over as they lie on disk, which a restore may rearrange). */
async function rowsOf(name: string) {
  const [header, ...rest] = (await readFile(file(name), 'utf8')).split('\n');
  const { createdAt: _when, ...stable } = JSON.parse(header ?? '{}');
  // The signature covers the time too: it differs between two backups of the same data.
  return [stable, ...rest.filter((line) => !line.startsWith('{"signature":')).sort()];
}

async function usersJson() {
  return JSON.parse((await cli.run('users', 'list', '--json', '--limit', '100')).stdout).users as {
    email: string;
    name: string;
  }[];
}

describe('laundry db backup and restore', () => {
  it('round-trips: backup, change the data, restore, the data is back', async () => {
    const saved = await backup('before.jsonl');
    expect(saved.file).toBe(file('before.jsonl'));
    expect(saved.tables).toMatchObject({ users: 2 });
    expect(saved.tables.customers).toBeGreaterThan(0);

    // Change: a new account, a new customer, a deactivated cashier.
    await cli.run(
      'users',
      'create',
      '--name',
      'Temp Person',
      '--email',
      'temp@laundry.test',
      '--role',
      'cashier',
      '--password',
      'temp-2026',
    );
    await writeFile(file('one.csv'), 'fullName,phoneNumber\nTemp Customer,0709999999\n');
    expect((await cli.run('customers', 'import', file('one.csv'))).code).toBe(0);
    await cli.run('users', 'deactivate', DEMO_CASHIER.email);
    expect((await usersJson()).map((u) => u.email)).toContain('temp@laundry.test');

    const restored = await cli.run('db', 'restore', file('before.jsonl'), '--yes');
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /^Backup restored \(schema \d{4}_\w+ \(\d+ migrations\)\)\nRows: .*users 2/,
    );
    expect(restored.stdout).toContain('Sign-ins kept: ');

    // Still signed in (the admin is in the backup), and everything is as it was.
    await backup('after.jsonl');
    // ... but for the restore's own audit row (issue 38).
    const after = await rowsOf('after.jsonl');
    const audited = (line: unknown) =>
      typeof line === 'string' &&
      line.startsWith('{"table":"audit_log"') &&
      line.includes('"action":"restore"');
    expect(after.filter(audited)).toHaveLength(1);
    const lessAudit = after
      .filter((line) => !audited(line))
      .map((line) => {
        if (typeof line !== 'string' || !line.includes('"end":true')) return line;
        const end = JSON.parse(line) as { counts: Record<string, number> };
        end.counts.audit_log = (end.counts.audit_log ?? 0) - 1;
        return JSON.stringify(end);
      });
    expect(lessAudit).toEqual(await rowsOf('before.jsonl'));
    expect((await usersJson()).map((u) => u.email)).not.toContain('temp@laundry.test');
  });

  it('asks before replacing everything: exit 2 without a terminal, nothing changed on "no"', async () => {
    await backup('ask.jsonl');
    await cli.run(
      'users',
      'create',
      '--name',
      'Kept Person',
      '--email',
      'kept@laundry.test',
      '--role',
      'cashier',
      '--password',
      'kept-2026',
    );

    const noTerminal = await cli.run('db', 'restore', file('ask.jsonl'));
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.stderr).toMatch(
      /^error: Replace ALL data at .+ with the backup of .+\?\nThere is no terminal to ask: add --yes to confirm\.\n$/,
    );

    cli.terminal.isTTY = true;
    cli.terminal.answers = ['no'];
    const declined = await cli.run('db', 'restore', file('ask.jsonl'));
    expect(declined).toMatchObject({
      code: 1,
      stderr: 'error: Not confirmed; nothing was changed.\n',
    });
    expect(cli.terminal.questions[0]).toMatch(/Type yes to go on: $/);
    expect((await usersJson()).map((u) => u.email)).toContain('kept@laundry.test');

    cli.terminal.answers = ['yes'];
    expect((await cli.run('db', 'restore', file('ask.jsonl'))).code).toBe(0);
    expect((await usersJson()).map((u) => u.email)).not.toContain('kept@laundry.test');
  });

  it('refuses an unsigned file unless --allow-unsigned, then restores it with a warning', async () => {
    await backup('signed.jsonl');
    const lines = (await readFile(file('signed.jsonl'), 'utf8')).trimEnd().split('\n');
    const { signing: _signing, ...header } = JSON.parse(lines[0] ?? '{}');
    await writeFile(
      file('unsigned.jsonl'),
      `${[JSON.stringify(header), ...lines.slice(1, -1)].join('\n')}\n`,
    );

    const refused = await cli.run('db', 'restore', file('unsigned.jsonl'), '--yes');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^error: This backup is not signed: a changed file can add accounts, change their roles or passwords and rewrite the books\. .+ \(nothing was changed\)\n$/,
    );

    const allowed = await cli.run(
      'db',
      'restore',
      file('unsigned.jsonl'),
      '--yes',
      '--allow-unsigned',
    );
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stderr).toMatch(
      /^warning: This backup is not signed, and was restored because unsigned backups were allowed: /,
    );
    expect(allowed.stdout).toMatch(/^Backup restored/);
  });

  it('refuses a file that is not a backup, one cut short, and one of another schema version', async () => {
    await writeFile(file('not.jsonl'), 'fullName,phoneNumber\n');
    expect(await cli.run('db', 'restore', file('not.jsonl'), '--yes')).toMatchObject({
      code: 1,
      stderr: `error: ${file('not.jsonl')} is not a laundry backup.\n`,
    });

    await backup('whole.jsonl');
    const lines = (await readFile(file('whole.jsonl'), 'utf8')).trimEnd().split('\n');
    // Without its end line and the signature after it.
    await writeFile(file('cut.jsonl'), `${lines.slice(0, -2).join('\n')}\n`);
    expect(await cli.run('db', 'restore', file('cut.jsonl'), '--yes')).toMatchObject({
      code: 1,
      stderr: `error: ${file('cut.jsonl')} is incomplete: it ends before its last line.\n`,
    });

    const header = JSON.parse(lines[0] ?? '{}');
    header.schema = { migrations: 42, latest: '0041_from_the_future', hash: 'f'.repeat(64) };
    // Large (some 20 MB), so the server answers while the upload is still under way.
    const rows = lines.slice(1, -2);
    const padding = Array.from(
      { length: Math.ceil(20_000_000 / rows.join('\n').length) },
      () => rows,
    ).flat();
    await writeFile(
      file('future.jsonl'),
      `${[JSON.stringify(header), ...padding, ...lines.slice(-2)].join('\n')}\n`,
    );
    const future = await cli.run('db', 'restore', file('future.jsonl'), '--yes');
    expect(future.code).toBe(1);
    expect(future.stderr).toMatch(
      /^error: This backup is of database schema 0041_from_the_future \(42 migrations\), but this database is at .+: restore it on a server of the same version \(nothing was changed\)\n$/,
    );
  });

  it('never overwrites a file unless --force', async () => {
    await writeFile(file('exists.jsonl'), 'precious');
    const refused = await cli.run('db', 'backup', '--out', file('exists.jsonl'));
    expect(refused).toMatchObject({
      code: 2,
      stderr: `error: ${file('exists.jsonl')} already exists: choose another --out or add --force.\n`,
    });
    expect(await readFile(file('exists.jsonl'), 'utf8')).toBe('precious');

    const forced = await cli.run('db', 'backup', '--out', file('exists.jsonl'), '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(
      /^Backup written to .+exists\.jsonl \(\d+ bytes\)\nSchema: .+\nRows: customers \d+, /,
    );
    expect(existsSync(`${file('exists.jsonl')}.partial`)).toBe(false);
  });

  it('is refused for a cashier (exit 1)', async () => {
    const cashier = await cli.runnerAs(DEMO_CASHIER);
    try {
      const result = await cashier.run('db', 'backup', '--out', join(cashier.configDir, 'x.jsonl'));
      expect(result).toMatchObject({
        code: 1,
        stderr: 'error: You do not have permission to perform this action\n',
      });
      expect(existsSync(join(cashier.configDir, 'x.jsonl'))).toBe(false);
    } finally {
      await cashier.close();
    }
  });
});

describe('laundry db migrate', () => {
  it('applies nothing on a server that migrated at start-up, and reports the status', async () => {
    const result = await cli.run('db', 'migrate');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^Schema: \d{4}_\w+ \(\d+ migrations\)\nThe database is up to date\.\n$/,
    );

    const status = JSON.parse((await cli.run('db', 'migrate', '--status', '--json')).stdout);
    expect(status.pending).toEqual([]);
    expect(status.unknown).toEqual([]);
    expect(status.applied.length).toBe(status.schema.migrations);
  });
});

describe('laundry db seed-demo', () => {
  it('replaces everything with the demo data; the old sign-in has ended', async () => {
    await cli.run(
      'users',
      'create',
      '--name',
      'Gone Soon',
      '--email',
      'gone@laundry.test',
      '--role',
      'cashier',
      '--password',
      'gone-2026',
    );

    const result = await cli.run('db', 'seed-demo', '--yes');

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Demo data loaded\nRows: .*users 2/);
    expect(result.stdout).toContain('Every sign-in has ended');
    expect((await cli.run('whoami')).code).toBe(3);
    await cli.run('login', '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password);
    expect((await usersJson()).map((u) => u.email).sort()).toEqual([
      DEMO_ADMIN.email,
      DEMO_CASHIER.email,
    ]);
  });
});

describe('--help', () => {
  it.each([['backup'], ['restore'], ['migrate'], ['seed-demo']])('explains db %s', async (name) => {
    const result = await cli.run('db', name, '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: laundry db ${name}`);
  });
});
