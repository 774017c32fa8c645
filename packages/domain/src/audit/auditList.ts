import { z } from 'zod';
import { calendarDateField } from '../calendar';
import { defineList, type FilterOption } from '../lists';
import { paginationSchema } from '../shared';
import { type AuditEntity, auditEntities, auditEntityLabels, auditEntrySchema } from './auditEntry';

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

/** The "Record" filter's menu: every audited kind, or all of them. */
export const auditEntityFilterOptions = [
  { key: 'all', label: 'All records', value: undefined },
  ...auditEntities.map((entity) => ({
    key: entity,
    label: auditEntityLabels[entity],
    value: entity,
  })),
] as const satisfies readonly FilterOption<AuditEntity>[];
