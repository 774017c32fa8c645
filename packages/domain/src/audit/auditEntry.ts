import { z } from 'zod';
import { calendarDateField } from '../calendar/calendarDay';
import { defineList, type FilterOption } from '../lists/defineList';
import { pageQuerySchema, paginationSchema } from '../shared/api';

/** The kinds of record whose changes are kept. */
export const auditEntities = [
  'user',
  'staff',
  'customer',
  'service',
  'order',
  'till',
  'settings',
  'database',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditEntityLabels: Record<AuditEntity, string> = {
  user: 'User',
  staff: 'Staff',
  customer: 'Customer',
  service: 'Service',
  order: 'Order',
  till: 'Till',
  settings: 'Settings',
  database: 'Database',
};

/**
 * What happened: the basic writes, plus the named changes that have their own calls (a status,
 * loyalty points, a price, a payment) so the log reads like the shop's day.
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'status',
  'role',
  'password',
  'attendance',
  'skill',
  'training',
  'loyalty',
  'price',
  'payment',
  'refund',
  'open',
  'cash_out',
  'close',
  'adjust',
  'reopen',
  'restore',
] as const;
export type AuditAction = (typeof auditActions)[number];

const changedFields = z.record(z.string(), z.unknown()).nullable();

/** One row of the audit log as the API answers it. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  entity: z.enum(auditEntities),
  entityId: z.string(),
  /** What the record was called at the time ('Nimal Perera', 'EMP0004'). */
  entityLabel: z.string().nullable(),
  action: z.enum(auditActions),
  before: changedFields,
  after: changedFields,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 20;

/**
 * GET /audit as a list (docs/decisions/005): filter by who, kind of record and days (business
 * time zone), newest first. The log has one order, so the sort menu has one entry.
 */
export const auditList = defineList({
  pageSize: AUDIT_PAGE_SIZE,
  sortFields: ['at'],
  sortOptions: [{ value: 'at-desc', label: 'Newest First', sortBy: 'at', sortOrder: 'desc' }],
  filters: {
    actorId: z.uuid('actorId must be a user id'),
    entity: z.enum(auditEntities, 'entity must be one of the audited kinds'),
    from: calendarDateField('from must be a date'),
    to: calendarDateField('to must be a date'),
  },
});
export type AuditListQuery = z.output<typeof auditList.querySchema>;

/** The server's check of GET /audit: the list's query, with a range that does not run backwards. */
export const auditQuerySchema = auditList.querySchema.refine(
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['to'], message: 'to must not be before from' },
);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema('totalEntries'),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditRecordParamsSchema = z.object({
  entity: z.enum(auditEntities, 'entity must be one of the audited kinds'),
  id: z.uuid('Invalid record id'),
});

/** GET /audit/{entity}/{id}: that record's history, newest first. */
export const auditHistoryQuerySchema = pageQuerySchema;

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  role: 'Role changed',
  password: 'Password changed',
  attendance: 'Attendance',
  skill: 'Skill',
  training: 'Training',
  loyalty: 'Loyalty points',
  price: 'Price changed',
  payment: 'Payment',
  refund: 'Refund',
  open: 'Till opened',
  cash_out: 'Cash out',
  close: 'Till closed',
  adjust: 'Adjustment',
  reopen: 'Till reopened',
  restore: 'Backup restored',
};

/** `data` of GET /audit/actors: everyone who appears in the log, for the "who" filter. */
export const auditActorsSchema = z.object({
  actors: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AuditActors = z.infer<typeof auditActorsSchema>;

/** The "Record" filter's menu: every audited kind, or all of them. */
export const auditEntityFilterOptions = [
  { key: 'all', label: 'All records', value: undefined },
  ...auditEntities.map((entity) => ({
    key: entity,
    label: auditEntityLabels[entity],
    value: entity,
  })),
] as const satisfies readonly FilterOption<AuditEntity>[];
