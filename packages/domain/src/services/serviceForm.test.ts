import { describe, expect, it } from 'vitest';
import {
  copyName,
  EMPTY_SERVICE_FORM,
  serviceFormInputSchema,
  serviceFormValues,
  serviceInputSchema,
  serviceUpdateSchema,
} from './serviceForm';

const valid = {
  name: 'Wash and Dry',
  priceType: 'per_kg',
  basePrice: 350,
  clothingPrices: { bed_sheets: 400, blankets: 0 },
};

function messageOf(body: unknown): string | undefined {
  const parsed = serviceInputSchema.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('serviceInputSchema', () => {
  it('fills the spec defaults and drops zero category prices', () => {
    expect(serviceInputSchema.parse(valid)).toEqual({
      name: 'Wash and Dry',
      description: undefined,
      priceType: 'per_kg',
      basePrice: 350,
      clothingPrices: { bed_sheets: 400 },
      statuses: ['wash', 'dry'],
      estimatedTime: 60,
      icon: undefined,
      color: '#3B82F6',
      isActive: true,
    });
  });

  it('reads the form as typed: numbers as text, an empty category price as none', () => {
    const parsed = serviceFormInputSchema.parse({
      ...EMPTY_SERVICE_FORM,
      name: '  Ironing ',
      basePrice: '120.50',
      estimatedTime: '45',
      clothingPrices: { suits: '300', towels: '' },
    });
    expect(parsed).toMatchObject({
      name: 'Ironing',
      basePrice: 120.5,
      estimatedTime: 45,
      clothingPrices: { suits: 300 },
    });
  });

  it('takes JSON numbers only in the body (decision 034)', () => {
    const issues = (body: unknown) =>
      serviceInputSchema
        .safeParse(body)
        .error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issues({ ...valid, basePrice: '350' })).toEqual([
      { path: ['basePrice'], message: 'Base price is required' },
    ]);
    expect(issues({ ...valid, estimatedTime: '45' })).toEqual([
      { path: ['estimatedTime'], message: 'Estimated time is required' },
    ]);
    expect(issues({ ...valid, clothingPrices: { suits: '300' } })).toEqual([
      { path: ['clothingPrices', 'suits'], message: 'Price must be a number' },
    ]);
    expect(issues({ ...valid, clothingPrices: { towels: '' } })).toEqual([
      { path: ['clothingPrices', 'towels'], message: 'Price must be a number' },
    ]);
  });

  it('answers the spec messages for name, description, time and price type', () => {
    expect(messageOf({ ...valid, name: '' })).toBe('Service name is required');
    expect(messageOf({ ...valid, name: 'A' })).toBe('Name must be at least 2 characters');
    expect(messageOf({ ...valid, name: 'x'.repeat(51) })).toBe(
      'Name must be less than 50 characters',
    );
    expect(messageOf({ ...valid, name: 'x'.repeat(50) })).toBeUndefined();
    expect(messageOf({ ...valid, description: 'd'.repeat(201) })).toBe(
      'Description must be less than 200 characters',
    );
    expect(messageOf({ ...valid, estimatedTime: 0 })).toBe('Time must be at least 1 minute');
    expect(messageOf({ ...valid, estimatedTime: 1441 })).toBe('Time cannot exceed 24 hours');
    expect(messageOf({ ...valid, estimatedTime: 1440 })).toBeUndefined();
    expect(messageOf({ ...valid, priceType: undefined })).toBe('Price type is required');
    expect(messageOf({ ...valid, icon: 'abc' })).toBe('Icon must be at most 2 characters');
  });

  it('refuses negative, unbounded or sub-cent prices, and unknown categories', () => {
    expect(messageOf({ ...valid, basePrice: -1 })).toBe('Price cannot be negative');
    expect(messageOf({ ...valid, basePrice: 1_000_001 })).toBe('Price cannot exceed LKR 1,000,000');
    expect(messageOf({ ...valid, basePrice: 1.005 })).toBe('Price can have at most 2 decimals');
    expect(messageOf({ ...valid, clothingPrices: { suits: -5 } })).toBe('Price cannot be negative');
    expect(messageOf({ ...valid, clothingPrices: { hats: 5 } })).toBe('Unknown clothing category');
    expect(messageOf({ ...valid, statuses: ['wash', 'spin'] })).toMatch(/Process steps/);
  });

  it('keeps no category prices for per_item and flat_rate', () => {
    expect(serviceInputSchema.parse({ ...valid, priceType: 'flat_rate' }).clothingPrices).toEqual(
      {},
    );
  });

  it('stores process steps once each, in process order', () => {
    expect(
      serviceInputSchema.parse({ ...valid, statuses: ['fold', 'wash', 'fold'] }).statuses,
    ).toEqual(['wash', 'fold']);
  });

  it('needs the version on an update', () => {
    expect(serviceUpdateSchema.safeParse(valid).success).toBe(false);
    expect(serviceUpdateSchema.parse({ ...valid, version: 3 }).version).toBe(3);
  });
});

describe('copyName', () => {
  it("adds ' (Copy)', then a number while the name is taken", () => {
    expect(copyName('Washing', () => false)).toBe('Washing (Copy)');
    const taken = new Set(['washing (copy)', 'washing (copy 2)']);
    expect(copyName('Washing', (name) => taken.has(name.toLowerCase()))).toBe('Washing (Copy 3)');
  });

  it('stays within 50 characters', () => {
    const copy = copyName('x'.repeat(50), () => false);
    expect(copy).toHaveLength(50);
    expect(copy.endsWith(' (Copy)')).toBe(true);
  });
});

describe('serviceFormValues', () => {
  it('fills the form from a service; a duplicate gets the copy name', () => {
    const service = {
      _id: 'a',
      name: 'Dry Cleaning',
      priceType: 'per_piece' as const,
      basePrice: 500,
      clothingPrices: { blazers: 1200 },
      statuses: ['dry_clean' as const],
      estimatedTime: 2880 / 2,
      color: '#10B981',
      isActive: true,
      version: 2,
      createdAt: '',
      updatedAt: '',
    };
    expect(serviceFormValues(service, { duplicate: true })).toMatchObject({
      name: 'Dry Cleaning (Copy)',
      basePrice: '500',
      clothingPrices: { blazers: '1200' },
      estimatedTime: '1440',
    });
  });
});
