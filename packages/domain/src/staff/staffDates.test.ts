import { describe, expect, it } from 'vitest';
import { ageOn } from './staffDates';

describe('staff dates', () => {
  it('counts full years', () => {
    expect(ageOn('2000-06-15', '2016-06-14')).toBe(15);
    expect(ageOn('2000-06-15', '2016-06-15')).toBe(16);
  });
});
