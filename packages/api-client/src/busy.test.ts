import { describe, expect, it } from 'vitest';
import { BUSY_MAX_WAIT_SECONDS, retryAfterSeconds } from './busy';

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, clamped to a wait a person sits through', () => {
    const now = Date.parse('2026-03-02T04:30:00Z');
    expect(retryAfterSeconds('2', now)).toBe(2);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('3600', now)).toBe(BUSY_MAX_WAIT_SECONDS);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 04:30:03 GMT', now)).toBe(3);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
