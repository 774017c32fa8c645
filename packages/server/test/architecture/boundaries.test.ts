import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The boundaries `pnpm lint` checks with dependency-cruiser (.dependency-cruiser.cjs, decision
 * 037), run through its API: the server's real tree breaks none of them, and each rule does refuse
 * the import it is written against (a rule that matches nothing would pass every tree).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const config: IConfiguration = createRequire(import.meta.url)(
  join(root, '.dependency-cruiser.cjs'),
);

async function violationsIn(baseDir: string, paths: string[], includeOnly?: string) {
  const { output } = await cruise(paths, {
    ...config.options,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir,
    ...(includeOnly ? { includeOnly } : {}),
  });
  return (output as ICruiseResult).summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

describe('the boundaries the build enforces', () => {
  it('the server breaks none: modules use each other only through their entries, and nothing imports in a circle', async () => {
    expect(await violationsIn(root, ['packages/server'], '^packages/server/')).toEqual([]);
  }, 60_000);

  describe('each rule refuses the import it is written against', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    function write(path: string, source: string) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), source);
    }

    // One bad import per rule (and the allowed ones beside them, which must stay quiet). The
    // circle is of a value and a type-only import: type-only imports count (decision 037).
    write('packages/server/src/modules/a/index.ts', "export { a } from './service';\n");
    write(
      'packages/server/src/modules/a/service.ts',
      "import { b } from '../b/repository';\nimport { entry } from '../b';\nexport const a = b + entry;\n",
    );
    write('packages/server/src/modules/b/index.ts', 'export const entry = 1;\n');
    write('packages/server/src/modules/b/repository.ts', 'export const b = 1;\n');
    write(
      'packages/server/src/seed/seed.ts',
      "import { b } from '../modules/b/repository';\nexport const s = b;\n",
    );
    write(
      'packages/server/src/modules/index.ts',
      "import { b } from './b/repository';\nexport const m = b;\n",
    );
    write('packages/server/src/one.ts', "import { two } from './two';\nexport const one = two;\n");
    write(
      'packages/server/src/two.ts',
      "import type { one } from './one';\nexport const two: typeof one = 2;\n",
    );
    write(
      'packages/server/src/web.ts',
      "import { page } from '../../web/src/areas/x/page';\nexport const w = page;\n",
    );
    write(
      'packages/web/src/areas/x/page.ts',
      "import { secret } from '../y/secret';\nimport { shared } from '../y';\nexport const page = secret + shared;\n",
    );
    write('packages/web/src/areas/y/secret.ts', 'export const secret = 1;\n');
    write('packages/web/src/areas/y/index.ts', 'export const shared = 1;\n');
    write(
      'packages/web/src/areas/x/server.ts',
      "import { b } from '../../../../server/src/modules/b';\nexport const x = b;\n",
    );
    write(
      'packages/domain/src/p/rule.ts',
      "import { inner } from '../q/inner';\nimport { readFileSync } from 'node:fs';\nexport const rule = inner + String(readFileSync);\n",
    );
    write('packages/domain/src/q/inner.ts', 'export const inner = 1;\n');
    write(
      'packages/ui/src/Card.ts',
      "import { rule } from '../../domain/src/p/rule';\nexport const card = rule;\n",
    );
    write(
      'packages/api-client/src/client.ts',
      "import { a } from '../../server/src/modules/a';\nexport const client = a;\n",
    );
    write(
      'packages/cli/src/cli.ts',
      "import { a } from '../../server/src/modules/a';\nexport const cli = a;\n",
    );

    it('reports each one', async () => {
      const found = await violationsIn(fixture, ['packages']);
      const pairs = found.map(({ rule, from, to }) => `${rule}: ${from} → ${to}`).sort();
      expect(pairs).toEqual(
        [
          'api-client-no-react-no-server: packages/api-client/src/client.ts → packages/server/src/modules/a/index.ts',
          'cli-not-server: packages/cli/src/cli.ts → packages/server/src/modules/a/index.ts',
          'domain-folder-entry: packages/domain/src/p/rule.ts → packages/domain/src/q/inner.ts',
          'domain-no-io: packages/domain/src/p/rule.ts → fs',
          'no-circular: packages/server/src/one.ts → packages/server/src/two.ts',
          'server-module-entry: packages/server/src/modules/a/service.ts → packages/server/src/modules/b/repository.ts',
          'server-module-registration: packages/server/src/modules/index.ts → packages/server/src/modules/b/repository.ts',
          'server-not-clients: packages/server/src/web.ts → packages/web/src/areas/x/page.ts',
          'server-outside-modules-use-entries: packages/server/src/seed/seed.ts → packages/server/src/modules/b/repository.ts',
          'ui-knows-no-laundry: packages/ui/src/Card.ts → packages/domain/src/p/rule.ts',
          'web-area-entry: packages/web/src/areas/x/page.ts → packages/web/src/areas/y/secret.ts',
          'web-not-server: packages/web/src/areas/x/server.ts → packages/server/src/modules/b/index.ts',
        ].sort(),
      );
    }, 60_000);
  });
});
