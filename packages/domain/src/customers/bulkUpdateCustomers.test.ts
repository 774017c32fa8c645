import { describe, expect, it } from 'vitest';
import { bulkUpdateCustomersSchema } from './bulkUpdateCustomers';

const id = '0b6f2f5e-8d1c-4a55-9d35-3f0e6c8a1b21';
const other = '5d9b7a7c-2a8e-4a55-8c11-0f1e2d3c4b5a';

function firstMessage(input: unknown) {
  return bulkUpdateCustomersSchema.safeParse(input).error?.issues[0]?.message;
}

describe('bulkUpdateCustomersSchema', () => {
  it('takes ids with an address or the student flag switched off', () => {
    expect(
      bulkUpdateCustomersSchema.parse({
        customerIds: [id, other],
        updateData: { address: { city: ' Moratuwa ' } },
      }),
    ).toEqual({ customerIds: [id, other], updateData: { address: { city: 'Moratuwa' } } });
    expect(
      bulkUpdateCustomersSchema.safeParse({ customerIds: [id], updateData: { isStudent: false } })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ customerIds: [], updateData: { isStudent: false } }, 'Select at least one customer'],
    [{ customerIds: ['nope'], updateData: { isStudent: false } }, 'Invalid customer id'],
    [
      { customerIds: [id, id], updateData: { isStudent: false } },
      'Each customer may be listed only once',
    ],
    [
      { customerIds: Array.from({ length: 101 }, () => id), updateData: { isStudent: false } },
      'At most 100 customers at a time',
    ],
    [{ customerIds: [id], updateData: {} }, 'Nothing to update'],
    [
      { customerIds: [id], updateData: { isStudent: true } },
      'Only isStudent false may be set in bulk',
    ],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('refuses fields that belong to one customer', () => {
    expect(
      bulkUpdateCustomersSchema.safeParse({
        customerIds: [id],
        updateData: { phoneNumber: '0771234567' },
      }).success,
    ).toBe(false);
  });
});
