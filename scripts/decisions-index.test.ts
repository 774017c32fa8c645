import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md is the index of the decision records (issue 36, point 4): every record
// is listed there, and each number belongs to one record only.
const folder = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(folder, 'README.md'), 'utf8');

describe('the decision records', () => {
  it('each have a number of their own', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    const repeated = numbers.filter((number, at) => numbers.indexOf(number) !== at);
    expect(repeated).toEqual([]);
  });

  it('are each linked from the index', () => {
    const missing = records.filter((name) => !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });

  it('are the only links of the index', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });
});
