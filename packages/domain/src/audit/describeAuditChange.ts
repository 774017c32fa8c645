import { roleLabel } from '../auth';
import { formatCount, formatDay } from '../format';
import { formatCurrency } from '../money';
import { normalizeOrderStatus, ORDER_PHASE_LABELS, ORDER_STATUS_LABELS } from '../orders';
import { PAYMENT_STATUS_LABELS, REFUND_METHOD_LABELS } from '../payments';
import { CLOTHING_CATEGORY_LABELS, PRICE_TYPE_LABELS, SERVICE_STATUS_LABELS } from '../services';
import {
  ATTENDANCE_STATUS_LABELS,
  employmentTypeLabels,
  genderLabels,
  paymentFrequencyLabels,
  shiftTypeLabels,
  skillLevelLabels,
  staffStatusLabels,
} from '../staff';
import type { AuditEntity } from './auditEntry';

type Labels = Readonly<Record<string, string>>;

/** Field names a shop would not read as they are stored. */
const FIELD_LABELS: Labels = {
  orderPhase: 'Phase',
  paymentStatus: 'Payment',
  method: 'Method',
  priceType: 'Price type',
  clothingCategory: 'Clothing category',
  isActive: 'Active',
  isStudent: 'Student',
  isExpressService: 'Express',
  employeeId: 'Employee ID',
  phoneNumber: 'Phone',
  zipCode: 'Postal code',
  state: 'Province',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  years: 'Years of experience',
};

/** Path parts that only group fields on the record and say nothing to a reader. */
const SILENT_PARTS = new Set(['personalInfo', 'employmentInfo', 'customerInfo']);

/** The domain's label maps, by the field they label; `status` depends on the record. */
const VALUE_LABELS: Readonly<Record<string, Labels>> = {
  orderPhase: ORDER_PHASE_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  method: REFUND_METHOD_LABELS,
  priceType: PRICE_TYPE_LABELS,
  clothingCategory: CLOTHING_CATEGORY_LABELS,
  statuses: SERVICE_STATUS_LABELS,
  level: skillLevelLabels,
  employmentType: employmentTypeLabels,
  gender: genderLabels,
  shiftType: shiftTypeLabels,
  paymentFrequency: paymentFrequencyLabels,
};

const MONEY_FIELD = /(Amount|Price|Charges|Fee|amount|price|total)$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const IDENTIFIER = /^[a-z]+(_[a-z]+)+$/;

/** 'loyaltyPoints' → 'Loyalty points'; 'bank_transfer' → 'Bank transfer'. */
function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldLabel(path: string): string {
  return path
    .split('.')
    .filter((part) => !SILENT_PARTS.has(part))
    .map((part) =>
      CALENDAR_DAY.test(part) ? formatDay(part) : (FIELD_LABELS[part] ?? humanize(part)),
    )
    .join(' › ');
}

function statusLabels(entity: AuditEntity, path: string): (value: string) => string | undefined {
  if (entity === 'order') {
    return (value) => {
      const status = normalizeOrderStatus(value);
      return status ? ORDER_STATUS_LABELS[status] : undefined;
    };
  }
  if (entity === 'staff') {
    const labels: Labels = path.startsWith('attendance.')
      ? ATTENDANCE_STATUS_LABELS
      : staffStatusLabels;
    return (value) => labels[value];
  }
  return () => undefined;
}

function labelOf(entity: AuditEntity, path: string, value: string): string {
  const field = path.split('.').at(-1) ?? path;
  const known =
    field === 'status'
      ? statusLabels(entity, path)(value)
      : field === 'role'
        ? roleLabel(value)
        : VALUE_LABELS[field]?.[value];
  if (known) return known;
  if (CALENDAR_DAY.test(value)) return formatDay(value);
  return IDENTIFIER.test(value) ? humanize(value) : value;
}

function show(entity: AuditEntity, path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    const field = path.split('.').at(-1) ?? path;
    return MONEY_FIELD.test(field) ? formatCurrency(value) : formatCount(value);
  }
  if (typeof value === 'string') return labelOf(entity, path, value);
  if (Array.isArray(value)) return value.map((item) => show(entity, path, item)).join(', ');
  if (typeof value !== 'object') return String(value);
  return Object.entries(value)
    .filter(([, inner]) => inner !== null && inner !== undefined)
    .map(([key, inner]) => `${fieldLabel(key)}: ${show(entity, `${path}.${key}`, inner)}`)
    .join(', ');
}

/**
 * An audit entry's changes as a shop reads them, one line per field: 'Phase: Draft → Cancelled',
 * 'Method: Bank Transfer', 'Paid amount: LKR 1,200 → LKR 2,400'. Field names and values go
 * through the domain's label maps (a value no map knows is shown as it is, `snake_case` in words),
 * so the log, its record history and any export say the same thing.
 */
export function describeAuditChange(entry: {
  entity: AuditEntity;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): string[] {
  const { entity, before, after } = entry;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].map((key) => {
    const label = fieldLabel(key);
    const old = before ? show(entity, key, before[key]) : null;
    const next = after ? show(entity, key, after[key]) : null;
    if (old === null) return `${label}: ${next}`;
    if (next === null) return `${label}: ${old} (removed)`;
    return `${label}: ${old} → ${next}`;
  });
}
