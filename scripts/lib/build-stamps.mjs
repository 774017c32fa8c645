// Which workspace packages need building, and what an install needs: a stamp of the hash of each
// one's inputs (decision 035, "npm start on a built checkout"). Node's crypto and git only; the
// shell half is scripts/lib/build.sh.
//
//   node scripts/lib/build-stamps.mjs plan [name…]     the packages to build, one "name hash" a line,
//                                                       in build order (no name: every package)
//   node scripts/lib/build-stamps.mjs stamp name=hash…  after a successful build: records the hashes
//   node scripts/lib/build-stamps.mjs install-plan      the install's hash when it must run, else nothing
//   node scripts/lib/build-stamps.mjs install-stamp hash
//
// A package's inputs: its own files that git tracks or would track (tests, stories, benchmarks and
// notes left out: no build reads them), the same of every workspace package it depends on,
// directly or not (the apps bundle them from source), and the workspace's lockfile and shared
// configuration. Its stamp is `dist/.build-stamp`, inside the output: a deleted or cleaned `dist`
// takes the stamp with it, and the server never serves a dot file. Without git (a tarball), every
// requested package is built every time.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bumped when what a stamp covers changes, so every stamp written before is stale. */
const STAMP_VERSION = '1';
const STAMP_FILE = join('dist', '.build-stamp');
const INSTALL_STAMP_FILE = join('node_modules', '.install-stamp');

/** Read by every package's build: the dependencies' versions and the shared TypeScript options. */
const SHARED_INPUTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

/** Files no build reads: tests and their helpers, stories, benchmarks, notes. */
const NOT_AN_INPUT =
  /\.(?:test|spec)\.[cm]?[jt]sx?$|\.stories\.[jt]sx?$|(?:^|\/)(?:test|e2e|bench)\/|(?:^|\/)vitest[^/]*\.[cm]?[jt]s$|\.md$/;

/**
 * Builds that read their workspace dependencies from source (the `source` export condition: tsup's
 * `noExternal`, Vite's resolve conditions), so nothing of theirs needs building first. The
 * libraries' declaration builds (tsconfig.build.json) read their dependencies' `dist`.
 */
const BUNDLES_FROM_SOURCE = new Set(['@laundry/web', '@laundry/server', '@laundry/cli']);

/** The workspace's packages (packages/*), each with its folder and workspace dependencies. */
export function readWorkspace(root) {
  const packages = new Map();
  for (const folder of readdirSync(join(root, 'packages')).sort()) {
    const manifestPath = join(root, 'packages', folder, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    packages.set(manifest.name, { dir: join('packages', folder), manifest, deps: [] });
  }
  for (const pkg of packages.values()) {
    const { dependencies, devDependencies, peerDependencies } = pkg.manifest;
    const named = Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies });
    pkg.deps = named.filter((name) => packages.has(name)).sort();
  }
  return packages;
}

/** The package and every workspace package it depends on, dependencies first. */
function withDependencies(packages, names) {
  const ordered = [];
  const visit = (name) => {
    if (ordered.includes(name)) return;
    for (const dep of packages.get(name).deps) visit(dep);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** The files under `dirs` that git tracks or would track, or undefined outside a git checkout. */
function listFiles(root, dirs) {
  const git = spawnSync('git', ['ls-files', '-z', '-co', '--exclude-standard', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (git.status !== 0 || git.error) return undefined;
  return [...new Set(git.stdout.split('\0').filter(Boolean))].sort();
}

function hashFiles(root, files) {
  const hash = createHash('sha256').update(STAMP_VERSION);
  for (const file of files) {
    if (NOT_AN_INPUT.test(file)) continue;
    let content;
    try {
      content = readFileSync(join(root, file));
    } catch {
      continue; // tracked but deleted in the working tree: not an input any more
    }
    hash.update(`\0${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/**
 * Each named package's input hash (every package without names), or undefined outside a git
 * checkout. One `git ls-files` for the whole workspace, each file read once.
 */
export function inputHashes(root, names) {
  const packages = readWorkspace(root);
  const files = listFiles(root, ['packages', ...SHARED_INPUTS]);
  if (!files) return undefined;
  const shared = hashFiles(
    root,
    files.filter((file) => SHARED_INPUTS.includes(file)),
  );
  const own = new Map();
  for (const [name, pkg] of packages) {
    const prefix = `${pkg.dir}/`;
    own.set(
      name,
      hashFiles(
        root,
        files.filter((file) => file.startsWith(prefix)),
      ),
    );
  }
  const hashes = new Map();
  for (const name of names ?? packages.keys()) {
    const hash = createHash('sha256').update(shared);
    for (const dep of withDependencies(packages, [name])) hash.update(`${dep}\0${own.get(dep)}\0`);
    hashes.set(name, hash.digest('hex'));
  }
  return hashes;
}

function readStamp(path) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * The packages to build for `requested` (every package when empty), in build order, each with the
 * hash to stamp after its build: those whose stamp is missing or differs. A requested library's
 * workspace dependencies are planned too (its declarations read theirs); an app's are not.
 */
export function plan(root, requested = []) {
  const packages = readWorkspace(root);
  for (const name of requested) {
    if (!packages.has(name)) throw new Error(`No workspace package is named ${name}.`);
  }
  const wanted = requested.length > 0 ? requested : [...packages.keys()];
  const needed = new Set();
  const need = (name) => {
    if (needed.has(name)) return;
    needed.add(name);
    if (!BUNDLES_FROM_SOURCE.has(name)) for (const dep of packages.get(name).deps) need(dep);
  };
  for (const name of wanted) need(name);
  const order = withDependencies(packages, [...needed]).filter((name) => needed.has(name));
  const hashes = inputHashes(root, order);
  return order
    .map((name) => ({ name, hash: hashes?.get(name) ?? 'unstamped' }))
    .filter(({ name, hash }) => {
      if (hash === 'unstamped') return true;
      return readStamp(join(root, packages.get(name).dir, STAMP_FILE)) !== hash;
    });
}

/** Records a successful build: `entries` as from `plan`. An unstamped build records nothing. */
export function stamp(root, entries) {
  const packages = readWorkspace(root);
  for (const { name, hash } of entries) {
    if (hash === 'unstamped') continue;
    const dist = join(root, packages.get(name).dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(root, packages.get(name).dir, STAMP_FILE), `${hash}\n`);
  }
}

/**
 * The install's hash when `pnpm install` must run (no node_modules, or a manifest, the lockfile,
 * the workspace's settings or the platform changed since the last install), else undefined.
 */
export function installPlan(root) {
  const hash = createHash('sha256').update(STAMP_VERSION);
  hash.update(`${process.platform}\0${process.arch}\0`);
  const manifests = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc'];
  for (const folder of readdirSync(join(root, 'packages')).sort()) {
    manifests.push(join('packages', folder, 'package.json'));
  }
  for (const file of manifests) {
    const path = join(root, file);
    hash.update(`\0${file}\0`);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  const digest = hash.digest('hex');
  const installed = existsSync(join(root, 'node_modules', '.modules.yaml'));
  return installed && readStamp(join(root, INSTALL_STAMP_FILE)) === digest ? undefined : digest;
}

export function installStamp(root, hash) {
  writeFileSync(join(root, INSTALL_STAMP_FILE), `${hash}\n`);
}

function main([command, ...args]) {
  const root = process.cwd();
  switch (command) {
    case 'plan':
      for (const { name, hash } of plan(root, args)) console.log(`${name} ${hash}`);
      return;
    case 'stamp':
      stamp(
        root,
        args.map((arg) => {
          const at = arg.lastIndexOf('=');
          return { name: arg.slice(0, at), hash: arg.slice(at + 1) };
        }),
      );
      return;
    case 'install-plan': {
      const hash = installPlan(root);
      if (hash) console.log(hash);
      return;
    }
    case 'install-stamp':
      installStamp(root, args[0]);
      return;
    default:
      throw new Error(`Unknown command ${command}: plan, stamp, install-plan or install-stamp.`);
  }
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
