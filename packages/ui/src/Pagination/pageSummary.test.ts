import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageRange, pageSummary } from './pageSummary';

describe('pageSummary', () => {
  it('reads the range of a full, a partial and a single page', () => {
    expect(pageSummary({ page: 2, pageSize: 10, total: 42, noun: 'customers' })).toBe(
      'Showing 11 to 20 of 42 customers',
    );
    expect(pageSummary({ page: 5, pageSize: 10, total: 42, noun: 'customers' })).toBe(
      'Showing 41 to 42 of 42 customers',
    );
    expect(pageSummary({ page: 1, pageSize: 10, total: 1, noun: 'users', nounOne: 'user' })).toBe(
      'Showing 1 of 1 user',
    );
    expect(pageSummary({ page: 1, pageSize: 10, total: 0, noun: 'users' })).toBe('No users');
  });

  it('reads a page past the end as the last page (never "Showing 981 to 42")', () => {
    expect(pageSummary({ page: 99, pageSize: 10, total: 42, noun: 'customers' })).toBe(
      'Showing 41 to 42 of 42 customers',
    );
    expect(pageSummary({ page: 3, pageSize: 10, total: 20, noun: 'customers' })).toBe(
      'Showing 11 to 20 of 20 customers',
    );
  });

  it('never contradicts itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        (page, pageSize, total) => {
          const { first, last } = pageRange(page, pageSize, total);
          expect(first).toBeLessThanOrEqual(last);
          expect(last).toBeLessThanOrEqual(total);
          expect(last - first).toBeLessThan(pageSize);
          if (total > 0) expect(first).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
