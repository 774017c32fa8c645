import { describe, expect, it } from 'vitest';
import { serviceCategoryLabel } from './serviceCategoryLabel';

describe('serviceCategoryLabel', () => {
  it('labels a price type, keeps an unknown value and reads none as null', () => {
    expect(serviceCategoryLabel('per_kg')).toBe('Per Kg');
    expect(serviceCategoryLabel('flat_rate')).toBe('Flat Rate');
    expect(serviceCategoryLabel('seasonal')).toBe('seasonal');
    expect(serviceCategoryLabel('toString')).toBe('toString');
    expect(serviceCategoryLabel(null)).toBeNull();
    expect(serviceCategoryLabel('')).toBeNull();
  });
});
