import { describe, expect, it } from 'vitest';
import {
  bulkUpdateMessage,
  bulkUpdateServicesSchema,
  nonEmptyUpdateData,
} from './bulkUpdateServices';
import {
  calculatePriceFormSchema,
  calculatePriceSchema,
  calculationMeasure,
} from './calculatePrice';
import { isPriceRangeValid, serviceList, serviceListQuerySchema } from './serviceList';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('calculatePriceSchema', () => {
  it('bounds weight and quantity with the calculator messages', () => {
    expect(message(calculatePriceSchema.safeParse({ weight: 0 }))).toBe(
      'Weight must be at least 0.1 kg',
    );
    expect(message(calculatePriceSchema.safeParse({ weight: 0.15 }))).toBe(
      'Weight must be in steps of 0.1 kg',
    );
    expect(message(calculatePriceSchema.safeParse({ weight: 501 }))).toBe(
      'Weight cannot exceed 500 kg',
    );
    expect(message(calculatePriceSchema.safeParse({ quantity: 0 }))).toBe(
      'Quantity must be at least 1',
    );
    expect(message(calculatePriceSchema.safeParse({ quantity: 1.5 }))).toBe(
      'Quantity must be a whole number',
    );
    expect(calculatePriceFormSchema.parse({ weight: '2.5', clothingCategory: 'saree' })).toEqual({
      weight: 2.5,
      clothingCategory: 'saree',
    });
    // The API takes the weight as a JSON number only (decision 034).
    expect(calculatePriceSchema.safeParse({ weight: '2.5' }).success).toBe(false);
  });

  it('needs a weight for per_kg and defaults the quantity and category otherwise', () => {
    expect(calculationMeasure('per_kg', {})).toEqual({
      ok: false,
      field: 'weight',
      message: 'Weight is required',
    });
    expect(calculationMeasure('per_piece', {})).toEqual({
      ok: true,
      measure: { quantity: 1, weight: undefined, clothingCategory: 'normal_clothes' },
    });
    expect(calculationMeasure('flat_rate', { clothingCategory: 'suits' })).toMatchObject({
      measure: { clothingCategory: undefined },
    });
  });
});

describe('bulkUpdateServicesSchema', () => {
  const id = '5f1c8f0e-8a43-4d1e-9a51-2f7a8c1e0b11';
  it('needs something to update and bounds every field', () => {
    expect(
      message(bulkUpdateServicesSchema.safeParse({ serviceIds: [id], action: 'update' })),
    ).toBe('Nothing to update');
    expect(
      message(
        bulkUpdateServicesSchema.safeParse({
          serviceIds: [id],
          action: 'update',
          updateData: { estimatedTime: 0 },
        }),
      ),
    ).toBe('Time must be at least 1 minute');
    expect(
      message(
        bulkUpdateServicesSchema.safeParse({
          serviceIds: [id],
          action: 'update',
          updateData: { basePrice: -1 },
        }),
      ),
    ).toBe('Price cannot be negative');
    expect(message(bulkUpdateServicesSchema.safeParse({ serviceIds: [], action: 'delete' }))).toBe(
      'Select at least one service',
    );
    expect(bulkUpdateServicesSchema.parse({ serviceIds: [id], action: 'activate' }).action).toBe(
      'activate',
    );
  });

  it('sends only the non-empty fields', () => {
    expect(
      nonEmptyUpdateData({ priceType: '', basePrice: ' ', estimatedTime: '90', isActive: '' }),
    ).toEqual({ estimatedTime: 90 });
  });

  it("says 'Bulk {action} completed successfully', and why some were kept", () => {
    const counts = { updatedCount: 2, deletedCount: 2, deactivatedInsteadCount: 0 };
    expect(bulkUpdateMessage({ action: 'delete', ...counts })).toBe(
      'Bulk delete completed successfully',
    );
    expect(bulkUpdateMessage({ action: 'delete', ...counts, deactivatedInsteadCount: 1 })).toBe(
      'Bulk delete completed successfully. 1 service is used by orders and was deactivated instead of deleted.',
    );
  });
});

describe('serviceListQuerySchema', () => {
  it('pages by 50 sorted by name, and checks the price range', () => {
    expect(serviceListQuerySchema.parse({})).toMatchObject({
      page: 1,
      limit: 50,
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(
      isPriceRangeValid(serviceListQuerySchema.parse({ minPrice: '500', maxPrice: '100' })),
    ).toBe(false);
    expect(
      isPriceRangeValid(serviceListQuerySchema.parse({ minPrice: '100', maxPrice: '100' })),
    ).toBe(true);
    expect(
      serviceList.writeSearchParams({ ...serviceList.defaultQuery, status: 'inactive' }).toString(),
    ).toBe('status=inactive');
    expect(message(serviceListQuerySchema.safeParse({ limit: '101' }))).toBe(
      'limit must be at most 100',
    );
    expect(serviceListQuerySchema.parse({ isActive: 'false', priceType: 'per_kg' })).toMatchObject({
      isActive: false,
      priceType: 'per_kg',
    });
  });
});
