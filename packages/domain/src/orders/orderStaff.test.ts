import { describe, expect, it } from 'vitest';
import { MAX_ASSIGNED_STAFF, ORDER_STAFF_MESSAGES, orderStaffUpdateSchema } from './orderStaff';

const staffId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const messagesOf = (value: unknown) =>
  orderStaffUpdateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('orderStaffUpdateSchema', () => {
  it('takes the whole list of people, nobody included', () => {
    expect(orderStaffUpdateSchema.parse({ staffIds: [] })).toEqual({ staffIds: [] });
    expect(orderStaffUpdateSchema.parse({ staffIds: [staffId(1), staffId(2)] })).toEqual({
      staffIds: [staffId(1), staffId(2)],
    });
  });

  it('refuses what is not a list of staff ids', () => {
    expect(messagesOf({ staffIds: 'everyone' })).toEqual(['staffIds must be a list']);
    expect(messagesOf({ staffIds: ['kasun'] })).toEqual([ORDER_STAFF_MESSAGES.notFound]);
  });

  it('assigns each person once', () => {
    expect(messagesOf({ staffIds: [staffId(1), staffId(1)] })).toEqual([
      ORDER_STAFF_MESSAGES.repeated,
    ]);
  });

  it('assigns at most ten people', () => {
    const ids = Array.from({ length: MAX_ASSIGNED_STAFF + 1 }, (_, n) => staffId(n));
    expect(messagesOf({ staffIds: ids.slice(0, MAX_ASSIGNED_STAFF) })).toEqual([]);
    expect(messagesOf({ staffIds: ids })).toEqual(['At most 10 staff members can be assigned']);
  });
});
