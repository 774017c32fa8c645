import { type AuditEntity, type AuditQuery, addDays, pageInfo } from '@laundry/domain';
import type { Database } from '../../db/client';
import { type AuditFilter, createAuditRepository } from './repository';
import { toAuditEntry } from './to-audit-entry';

/** The instant a calendar day (YYYY-MM-DD) starts in the business time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  // The zone's offset at noon of that day (no shop changes its clocks around noon).
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const local = new Date(noonUtc.toLocaleString('en-US', { timeZone }));
  const utc = new Date(noonUtc.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offsetMs = local.getTime() - utc.getTime();
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offsetMs);
}

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
          from: query.from ? startOfDay(query.from, timeZone) : undefined,
          until: query.to ? startOfDay(addDays(query.to, 1), timeZone) : undefined,
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
