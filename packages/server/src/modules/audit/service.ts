import { type AuditEntity, type AuditQuery, dayRangeBounds, pageInfo } from '@laundry/domain';
import type { Database } from '../../db/client';
import { type AuditFilter, createAuditRepository } from './repository';
import { toAuditEntry } from './to-audit-entry';

export function createAuditService({ db, timeZone }: { db: Database; timeZone: string }) {
  const repository = createAuditRepository(db);

  async function page(filter: AuditFilter, query: { page: number; limit: number }) {
    const { rows, total } = await repository.list(filter, query);
    return {
      entries: rows.map(toAuditEntry),
      pagination: { ...pageInfo(query.page, query.limit, total), totalEntries: total },
    };
  }

  return {
    /** The whole log, filtered by who, kind of record and days (both days included). */
    list(query: AuditQuery) {
      return page(
        {
          actorId: query.actorId,
          entity: query.entity,
          search: query.search,
          oldestFirst: query.sortOrder === 'asc',
          ...dayRangeBounds({ startDate: query.from, endDate: query.to }, timeZone),
        },
        query,
      );
    },

    /** One record's history. */
    history(entity: AuditEntity, entityId: string, query: { page: number; limit: number }) {
      return page({ entity, entityId }, query);
    },

    actors: () => repository.actors(),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
