import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installPlan, installStamp, plan, stamp } from './build-stamps.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');
const folders = ['api-client', 'cli', 'domain', 'server', 'ui', 'web'];
const buildSh = join(import.meta.dirname, 'build.sh');

/**
 * A git checkout with the workspace's real manifests (so its real dependency graph), one source
 * and one test file a package, and the shared inputs.
 */
function makeWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'laundry-stamps-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  writeFileSync(join(root, '.gitignore'), 'node_modules\ndist\n');
  for (const file of [
    'package.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'tsconfig.base.json',
  ]) {
    cpSync(join(repoRoot, file), join(root, file));
  }
  for (const folder of folders) {
    mkdirSync(join(root, 'packages', folder, 'src'), { recursive: true });
    cpSync(
      join(repoRoot, 'packages', folder, 'package.json'),
      join(root, 'packages', folder, 'package.json'),
    );
    writeFileSync(
      join(root, 'packages', folder, 'src', 'index.ts'),
      `export const name = '${folder}';\n`,
    );
    writeFileSync(join(root, 'packages', folder, 'src', 'index.test.ts'), '// a test\n');
  }
  return root;
}

const names = (root: string, requested: string[] = []) =>
  plan(root, requested).map(({ name }) => name);

/** Builds (a build here writes `dist/index.js`) and stamps what `plan` asks for. */
function buildPlanned(root: string, requested: string[] = []) {
  const planned = plan(root, requested);
  for (const { name } of planned) {
    const folder = name.replace('@laundry/', '');
    mkdirSync(join(root, 'packages', folder, 'dist'), { recursive: true });
    writeFileSync(join(root, 'packages', folder, 'dist', 'index.js'), '');
  }
  stamp(root, planned);
  return planned.map(({ name }) => name);
}

const edit = (root: string, file: string) =>
  writeFileSync(join(root, file), `${readFileSync(join(root, file), 'utf8')}// edited\n`);

let root: string;
beforeEach(() => {
  root = makeWorkspace();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('which packages a build needs', () => {
  it('builds everything the first time, dependencies first, and nothing the second time', () => {
    const first = buildPlanned(root);
    expect([...first].sort()).toEqual(folders.map((folder) => `@laundry/${folder}`).sort());
    expect(first.indexOf('@laundry/domain')).toBeLessThan(first.indexOf('@laundry/api-client'));
    expect(buildPlanned(root)).toEqual([]);
  });

  it('rebuilds an edited package and the packages that depend on it, and no other', () => {
    buildPlanned(root);
    edit(root, 'packages/ui/src/index.ts');
    expect(buildPlanned(root)).toEqual(['@laundry/ui', '@laundry/web']);

    edit(root, 'packages/server/src/index.ts');
    expect(buildPlanned(root)).toEqual(['@laundry/server']);

    edit(root, 'packages/domain/src/index.ts');
    expect([...buildPlanned(root)].sort()).toEqual([
      '@laundry/api-client',
      '@laundry/cli',
      '@laundry/domain',
      '@laundry/server',
      '@laundry/web',
    ]);
    expect(buildPlanned(root)).toEqual([]);
  });

  it('counts new and deleted files, not tests nor ignored files', () => {
    buildPlanned(root);
    edit(root, 'packages/domain/src/index.test.ts');
    writeFileSync(join(root, 'packages/server/dist/extra.js'), '');
    expect(names(root)).toEqual([]);

    writeFileSync(join(root, 'packages/server/src/new.ts'), '');
    expect(names(root)).toEqual(['@laundry/server']);
    buildPlanned(root);
    rmSync(join(root, 'packages/server/src/new.ts'));
    expect(names(root)).toEqual(['@laundry/server']);
  });

  it('rebuilds a package whose output is gone, and every package when the lockfile changes', () => {
    buildPlanned(root);
    rmSync(join(root, 'packages/web/dist'), { recursive: true });
    expect(names(root)).toEqual(['@laundry/web']);
    buildPlanned(root);

    edit(root, 'pnpm-lock.yaml');
    expect(names(root)).toHaveLength(folders.length);
  });

  it('plans the apps the start serves without the libraries they bundle from source', () => {
    expect(names(root, ['@laundry/server', '@laundry/web']).sort()).toEqual([
      '@laundry/server',
      '@laundry/web',
    ]);
    // A library's declarations read its dependencies' builds: those come first.
    expect(names(root, ['@laundry/api-client'])).toEqual([
      '@laundry/domain',
      '@laundry/api-client',
    ]);
  });
});

describe('npm start on an unchanged tree (scripts/lib/build.sh)', () => {
  /** Runs build_changed with a `pnpm` that records its arguments and builds nothing. */
  function buildChanged(...requested: string[]): string {
    const log = join(root, 'pnpm.log');
    writeFileSync(log, '');
    execFileSync(
      'bash',
      [
        '-c',
        `set -euo pipefail
         pnpm() { echo "$*" >>"${log}"; for p in "$@"; do
           case "$p" in @laundry/*) mkdir -p "packages/\${p#@laundry/}/dist";; esac; done; }
         source "${buildSh}"
         build_changed "$@"`,
        'build_changed',
        ...requested,
      ],
      { cwd: root, stdio: 'pipe' },
    );
    return readFileSync(log, 'utf8').trim();
  }

  it('builds the two apps once, then nothing until a source they read changes', () => {
    expect(buildChanged('@laundry/server', '@laundry/web')).toBe(
      '--filter @laundry/server --filter @laundry/web build',
    );
    expect(buildChanged('@laundry/server', '@laundry/web')).toBe('');
    edit(root, 'packages/ui/src/index.ts');
    expect(buildChanged('@laundry/server', '@laundry/web')).toBe('--filter @laundry/web build');
    expect(buildChanged('@laundry/server', '@laundry/web')).toBe('');
  });

  it('skips the install until a manifest or the lockfile changes', () => {
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, 'node_modules', '.modules.yaml'), '');
    const hash = installPlan(root);
    expect(hash).toBeDefined();
    installStamp(root, hash as string);
    expect(installPlan(root)).toBeUndefined();
    edit(root, 'packages/web/package.json');
    expect(installPlan(root)).toBeDefined();
  });
});
