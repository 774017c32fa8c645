import {
  type AuditAction,
  type AuditEntity,
  type AuditFields,
  auditChanges,
} from '@laundry/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { AuditLogRow } from '../../db/schema';
import { requireAuth } from '../../http/access';
import { createAuditRepository } from './repository';

/** Who made a change: a signed-in account, or the system itself (seeding, start-up). */
export interface AuditActor {
  id: string | null;
  name: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'System' };

/** The signed-in caller of a route, as the audit log names them. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { user } = requireAuth(request);
  return { id: user.id, name: user.name };
}

export interface AuditChange {
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string;
  /** What the record is called now ('Nimal Perera (EMP0004)'), kept for after a delete. */
  label?: string | undefined;
  action: AuditAction;
  /** The record before the change (null for a create) and after it (null for a delete). */
  before: AuditFields | null;
  after: AuditFields | null;
  at: Date;
}

/**
 * Writes one audit row with the fields that changed, never a secret (the domain's
 * `auditChanges`). Call it with the transaction of the change itself: if the change rolls back,
 * so does its audit row, and a committed change always has one. A change that changed nothing
 * worth recording writes nothing and answers null.
 *
 * Every area records its writes through this one function (docs/decisions/013).
 */
export async function recordAudit(tx: Executor, change: AuditChange): Promise<AuditLogRow | null> {
  const changes = auditChanges(change.before, change.after);
  if (!changes) return null;
  const row = await createAuditRepository(tx).insert({
    at: change.at,
    actorId: change.actor.id,
    actorName: change.actor.name,
    entity: change.entity,
    entityId: change.entityId,
    entityLabel: change.label ?? null,
    action: change.action,
    before: changes.before,
    after: changes.after,
  });
  return row ?? null;
}

/** The name of an account in the data as it is now, or undefined when no such account exists. */
export function accountNameOf(tx: Executor, id: string): Promise<string | undefined> {
  return createAuditRepository(tx).accountName(id);
}

/** The audit name of an account known only by its id (services that receive just the id). */
export async function auditActorById(tx: Executor, id: string): Promise<AuditActor> {
  const name = await accountNameOf(tx, id);
  return { id, name: name ?? 'Deleted account' };
}

/** The audit rows of one action on one record, oldest first (an order's status history). */
export function auditEventsOf(
  db: Executor,
  entity: AuditEntity,
  entityId: string,
  action: AuditAction,
  limit: number,
) {
  return createAuditRepository(db).eventsOf(entity, entityId, action, limit);
}
