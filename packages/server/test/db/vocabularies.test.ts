import { describe, expectTypeOf, it } from 'vitest';
import type { SameNames } from '../../src/db/vocabularies';

// Checked by `pnpm typecheck` (vitest does not type-check): the schema's vocabularies are held
// to the domain's by `SchemaMatchesDomain` in src/db/vocabularies.ts, in both directions.
describe("the schema's vocabularies against the domain's", () => {
  it('holds for the same names in any order', () => {
    expectTypeOf<SameNames<'a' | 'b', 'b' | 'a'>>().toEqualTypeOf<true>();
  });

  it('fails when the domain has a name the column lacks', () => {
    expectTypeOf<SameNames<'a', 'a' | 'b'>>().toEqualTypeOf<false>();
  });

  it('fails when the column has a name the domain lacks', () => {
    expectTypeOf<SameNames<'a' | 'b', 'a'>>().toEqualTypeOf<false>();
  });
});
