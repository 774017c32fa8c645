import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTree, findViolations } from './check-written-once.mjs';

const rules = (source, fileName) => findViolations(source, fileName).map((found) => found.rule);

describe('findViolations', () => {
  it('refuses money converted by hand between rupees and cents', () => {
    expect(rules('const rupees = order.paidCents / 100;')).toEqual(['money']);
    expect(rules('const cents = Math.round(total * 100);')).toEqual(['money']);
    expect(rules('const cents = 100 * amount;')).toEqual(['money']);
    expect(rules('const cents = member.salary * 100.0;')).toEqual(['money']);
    expect(rules('const step = LOYALTY_RUPEES_PER_POINT * 100;')).toEqual(['money']);
    expect(rules('let price = 2; price *= 100;')).toEqual(['money']);
  });

  it('knows an amount by any one word of its name', () => {
    for (const name of ['cents', 'rupees', 'salary', 'denomination', 'tendered', 'fee', 'balance'])
      expect(rules(`const x = ${name} * 100;`), name).toEqual(['money']);
    expect(rules('const x = count * 100;')).toEqual([]);
  });

  it('leaves percentages, rounding to hundredths and other hundreds alone', () => {
    expect(rules('const share = Math.round((part / total) * 100);')).toEqual([]);
    expect(rules('const off = (amountCents * percentage) / 100;')).toEqual([]);
    expect(rules('const bp = Math.round(TAX_RATE_PERCENT * 100);')).toEqual([]);
    expect(rules('const hours = Math.round((minutes / 60) * 100) / 100;')).toEqual([]);
    expect(rules('const tenths = Math.round(timeoutMs / 100) / 10;')).toEqual([]);
    expect(rules('const ratio = 100 / total;')).toEqual([]);
    expect(rules('// paidCents / 100 in a comment\nconst text = "amount * 100";')).toEqual([]);
  });

  it('refuses formatting by locale and Intl outside the format modules', () => {
    expect(rules("const text = count.toLocaleString('en-US');")).toEqual(['locale']);
    expect(rules("const day = when.toLocaleDateString('en-GB');")).toEqual(['locale']);
    expect(rules("const f = new Intl.NumberFormat('en-LK');")).toEqual(['intl']);
    expect(rules("const f = new Intl.DateTimeFormat('en-CA', { timeZone });")).toEqual(['intl']);
    expect(rules("const names = new Intl.PluralRules('en');")).toEqual([]);
  });

  it('refuses a day counted in milliseconds, however it is written', () => {
    expect(rules('const from = now - 30 * 86_400_000;')).toEqual(['day-ms']);
    expect(rules('const DAY = 86400000;')).toEqual(['day-ms']);
    expect(rules('const DAY = 864e5;')).toEqual(['day-ms']);
    expect(rules('const DAY_MS = 24 * 60 * 60 * 1000;')).toEqual(['day-ms']);
    expect(rules('const DAY_MS = 1000 * 60 * 60 * 24;')).toEqual(['day-ms']);
    expect(rules('const back = now - days * 24 * 60 * 60 * 1000;')).toEqual(['day-ms']);
    expect(rules('const days = elapsed / 86_400_000;')).toEqual(['day-ms']);
    expect(rules('const TTL = 30 * (24 * 60 * 60 * 1000);')).toEqual(['day-ms']);
  });

  it('leaves hours and minutes in milliseconds alone', () => {
    expect(rules('const HOUR = 60 * 60 * 1000;')).toEqual([]);
    expect(rules('const timeout = 5 * 60_000;')).toEqual([]);
  });

  it('parses TSX', () => {
    expect(rules('const x = <span>{total.toLocaleString()}</span>;', 'x.tsx')).toEqual(['locale']);
  });

  it('names the line', () => {
    expect(findViolations('const a = 1;\nconst b = paidCents / 100;')).toEqual([
      { rule: 'money', line: 2, text: 'paidCents / 100' },
    ]);
  });
});

describe('checkTree', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads src and bench, skips the money, calendar and format folders and tests, and honours the allow-list', () => {
    root = mkdtempSync(join(tmpdir(), 'written-once-'));
    write('packages/web/src/a.ts', 'export const a = (paidCents: number) => paidCents / 100;');
    write('packages/server/bench/b.ts', 'export const b = Date.now() - 86_400_000;');
    write('packages/web/src/a.test.ts', 'const rupees = paidCents / 100;');
    write('packages/domain/src/money/cents.ts', 'export const r = (cents: number) => cents / 100;');
    write('packages/domain/src/calendar/day.ts', 'export const DAY = 86_400_000;');
    write('packages/ui/src/format.ts', "export const f = new Intl.NumberFormat('en-US');");
    write('packages/ui/src/kept.ts', "export const g = new Intl.NumberFormat('en-US');");

    const allowed = [
      {
        path: 'packages/ui/src/format.ts',
        rule: 'intl',
        reason: 'the kit cannot import the domain',
      },
      { path: 'packages/ui/src/kept.ts', rule: 'intl', reason: '' },
      { path: 'packages/ui/src/gone.ts', rule: 'intl', reason: 'no longer there' },
    ];
    const { refused, stale } = checkTree(root, allowed);

    expect(refused.map(({ path, rule }) => `${path} ${rule}`).sort()).toEqual([
      'packages/server/bench/b.ts day-ms',
      'packages/ui/src/kept.ts intl',
      'packages/web/src/a.ts money',
    ]);
    // An allowance without a reason does not count, and one matching nothing is stale.
    expect(stale.map((entry) => entry.path).sort()).toEqual([
      'packages/ui/src/gone.ts',
      'packages/ui/src/kept.ts',
    ]);
  });
});
