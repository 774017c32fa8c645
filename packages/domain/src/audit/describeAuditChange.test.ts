import { describe, expect, it } from 'vitest';
import { describeAuditChange } from './describeAuditChange';

describe('describeAuditChange', () => {
  it("says an order's moves with the domain's labels, not its stored names", () => {
    expect(
      describeAuditChange({
        entity: 'order',
        before: { status: 'pickup', orderPhase: 'draft', paidAmount: 0 },
        after: { status: 'cancelled', orderPhase: 'cancelled', paidAmount: 1200 },
      }),
    ).toEqual([
      'Status: Ready for Pickup → Cancelled',
      'Phase: Draft → Cancelled',
      'Paid amount: LKR 0 → LKR 1,200',
    ]);
    expect(
      describeAuditChange({
        entity: 'order',
        before: null,
        after: { method: 'bank_transfer', extraItems: ['1 × Hanger'] },
      }),
    ).toEqual(['Method: Bank Transfer', 'Extra items: 1 × Hanger']);
  });

  it("reads staff fields and a day's attendance by their labels", () => {
    expect(
      describeAuditChange({
        entity: 'staff',
        before: {
          'employmentInfo.status': 'active',
          'attendance.2026-03-02.status': 'late',
          'personalInfo.address.zipCode': '10400',
        },
        after: {
          'employmentInfo.status': 'on_leave',
          'attendance.2026-03-02.status': 'half_day',
          'personalInfo.address.zipCode': null,
        },
      }),
    ).toEqual([
      'Status: Active → On Leave',
      'Attendance › 2 Mar 2026 › Status: Late → Half day',
      'Address › Postal code: 10400 → —',
    ]);
  });

  it('shows yes or no, a removed field, and an unknown value in words or as it is', () => {
    expect(
      describeAuditChange({
        entity: 'user',
        before: { isActive: true, role: 'cashier', note: 'night_shift_only', code: 'AB-1' },
        after: null,
      }),
    ).toEqual([
      'Active: Yes (removed)',
      'Role: Cashier (removed)',
      'Note: Night shift only (removed)',
      'Code: AB-1 (removed)',
    ]);
  });
});
