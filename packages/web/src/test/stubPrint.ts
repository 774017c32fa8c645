import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser's print for the tests of one file (the test's window has none): a mock set before
 * each test, cleared, and taken away after. Call it in a `describe` or at the file's top.
 */
export function stubPrint() {
  const original = window.print;
  const print = vi.fn();
  beforeEach(() => {
    print.mockClear();
    window.print = print;
  });
  afterEach(() => {
    window.print = original;
  });
  return print;
}
