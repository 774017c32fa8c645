import { z } from 'zod';
import { pageQuerySchema } from '../shared';

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
