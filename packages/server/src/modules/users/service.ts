import {
  type AccountChange,
  type createUserSchema,
  type ListUsersQuery,
  ownAccountRefusal,
  pageInfo,
  passwordMessages,
  type setUserPasswordSchema,
  type User,
  type updateUserSchema,
  userMessages,
} from '@laundry/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { type UniqueConflict, withUniqueConflicts } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError, RuleViolation } from '../../errors';
import { hashPassword, verifyPassword } from '../../passwords';
import { recordAudit } from '../audit';
import { assertAnActiveAdminRemains, isActiveAdmin, lockAdminChanges } from './last-admin';
import { createUsersRepository } from './repository';
import { toUser } from './to-user';

export const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists';

/** The unique e-mail index answers the same 409 as the check before the write. */
const emailConflict: readonly UniqueConflict[] = [
  { constraint: 'email', message: EMAIL_TAKEN_MESSAGE, field: 'email' },
];

type CreateUserBody = z.output<typeof createUserSchema>;
type UpdateUserBody = z.output<typeof updateUserSchema>;
type SetPasswordBody = z.output<typeof setUserPasswordSchema>;

/** The account an admin acts as: needed for the rules about one's own account. */
export interface Actor {
  id: string;
  sessionId: string;
  /** For the audit log. */
  name: string;
}

/** What the audit log compares for an account: never the password hash. */
function auditFields(user: UserRow) {
  return {
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    isActive: user.isActive,
  };
}

/** The audit action of an account change: a role change or a status change reads as such. */
function auditAction(before: UserRow, after: UserRow): 'role' | 'status' | 'update' {
  const roleChanged = before.role !== after.role;
  const statusChanged = before.isActive !== after.isActive;
  const otherChanged =
    before.name !== after.name ||
    before.email !== after.email ||
    before.phoneNumber !== after.phoneNumber;
  if (roleChanged && !statusChanged && !otherChanged) return 'role';
  if (statusChanged && !roleChanged && !otherChanged) return 'status';
  return 'update';
}

export function createUsersService({ db, clock }: { db: Database; clock: Clock }) {
  const users = createUsersRepository(db);

  async function existing(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw new NotFoundError(userMessages.notFound);
    return user;
  }

  /** The domain's rule about one's own account, enforced: a refusal is a 409. */
  function assertAllowed(actor: Actor, target: UserRow, change: AccountChange): void {
    const refusal = ownAccountRefusal(actor.id, { _id: target.id, role: target.role }, change);
    if (refusal) throw new RuleViolation(refusal.message, refusal.field);
  }

  return {
    async list(query: ListUsersQuery) {
      const { rows, total } = await users.list(query);
      return {
        users: rows.map(toUser),
        pagination: { ...pageInfo(query.page, query.limit, total), totalUsers: total },
      };
    },

    async stats() {
      const byRole = await users.countByRole();
      const roles = Object.values(byRole);
      const sum = (key: 'total' | 'active' | 'inactive') =>
        roles.reduce((total, counts) => total + counts[key], 0);
      return { total: sum('total'), active: sum('active'), inactive: sum('inactive'), byRole };
    },

    async get(id: string): Promise<User> {
      return toUser(await existing(id));
    },

    async create(actor: Actor, input: CreateUserBody): Promise<User> {
      if (await users.emailTaken(input.email)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      }
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const now = clock();
        const user = await withUniqueConflicts(
          () =>
            createUsersRepository(tx).insert({
              name: input.name,
              email: input.email,
              phoneNumber: input.phoneNumber ?? null,
              role: input.role,
              isActive: input.isActive,
              passwordHash,
              createdAt: now,
              updatedAt: now,
            }),
          emailConflict,
        );
        await recordAudit(tx, {
          actor,
          entity: 'user',
          entityId: user.id,
          label: user.name,
          action: 'create',
          before: null,
          after: auditFields(user),
          at: now,
        });
        return toUser(user);
      });
    },

    /**
     * Replaces a user's fields (PUT). Deactivating someone ends their sessions. A change that
     * would leave no active administrator is refused, under the admin-changes lock.
     */
    async update(actor: Actor, id: string, input: UpdateUserBody): Promise<User> {
      const found = await existing(id);
      assertAllowed(actor, found, { kind: 'update', role: input.role, isActive: input.isActive });
      if (await users.emailTaken(input.email, id)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      }
      return inTransaction(db, async (tx) => {
        const repository = createUsersRepository(tx);
        const demoting = input.role !== 'admin' || !input.isActive;
        if (demoting) await lockAdminChanges(tx);
        // Read again under the lock: another admin may have changed the account meanwhile.
        const current = await repository.findById(id);
        if (!current) throw new NotFoundError(userMessages.notFound);
        const now = clock();
        const updated = await withUniqueConflicts(
          () =>
            repository.updateFields(id, input.version, {
              name: input.name,
              email: input.email,
              phoneNumber: input.phoneNumber ?? null,
              role: input.role,
              isActive: input.isActive,
              updatedAt: now,
            }),
          emailConflict,
        );
        if (!updated) {
          // Gone meanwhile, or changed by someone else since the form loaded it.
          if (!(await repository.findById(id))) throw new NotFoundError(userMessages.notFound);
          throw new ConflictError(userMessages.changedMeanwhile, 'version');
        }
        if (isActiveAdmin(current) && !isActiveAdmin(updated)) {
          await assertAnActiveAdminRemains(tx);
        }
        if (current.isActive && !updated.isActive) {
          await createUsersRepository(tx).endSessions(id, now);
        }
        await recordAudit(tx, {
          actor,
          entity: 'user',
          entityId: id,
          label: updated.name,
          action: auditAction(current, updated),
          before: auditFields(current),
          after: auditFields(updated),
          at: now,
        });
        return toUser(updated);
      });
    },

    /** Deletes an account (never one's own, never the last active administrator). */
    async remove(actor: Actor, id: string): Promise<void> {
      assertAllowed(actor, await existing(id), { kind: 'delete' });
      await inTransaction(db, async (tx) => {
        await lockAdminChanges(tx);
        const repository = createUsersRepository(tx);
        const current = await repository.findById(id);
        if (!current || !(await repository.delete(id))) {
          throw new NotFoundError(userMessages.notFound);
        }
        if (isActiveAdmin(current)) await assertAnActiveAdminRemains(tx);
        await recordAudit(tx, {
          actor,
          entity: 'user',
          entityId: id,
          label: current.name,
          action: 'delete',
          before: auditFields(current),
          after: null,
          at: clock(),
        });
      });
    },

    /**
     * Sets a password. For one's own account the current password is required and the other
     * sessions end; for someone else's, all of their sessions end.
     */
    async setPassword(actor: Actor, id: string, input: SetPasswordBody): Promise<void> {
      const user = await existing(id);
      const own = id === actor.id;
      if (own) {
        if (!input.currentPassword) {
          throw new BadRequestError(passwordMessages.currentRequired, 'currentPassword');
        }
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          throw new BadRequestError(passwordMessages.currentWrong, 'currentPassword');
        }
        if (input.newPassword === input.currentPassword) {
          throw new BadRequestError(passwordMessages.sameAsCurrent, 'newPassword');
        }
      }
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(db, async (tx) => {
        const now = clock();
        await createUsersRepository(tx).update(id, { passwordHash, updatedAt: now });
        await createUsersRepository(tx).endSessions(id, now, own ? actor.sessionId : undefined);
        // The password itself never enters the log: only that it was set, and by whom.
        await recordAudit(tx, {
          actor,
          entity: 'user',
          entityId: id,
          label: user.name,
          action: 'password',
          before: { credentials: own ? 'own password' : 'previous password' },
          after: { credentials: own ? 'changed by the account holder' : 'set by an administrator' },
          at: now,
        });
      });
    },

    /**
     * Activates or deactivates an account; never one's own, never the last active
     * administrator. Deactivation ends its sessions.
     */
    async toggleStatus(actor: Actor, id: string): Promise<User> {
      assertAllowed(actor, await existing(id), { kind: 'toggleStatus' });
      return inTransaction(db, async (tx) => {
        await lockAdminChanges(tx);
        const repository = createUsersRepository(tx);
        const current = await repository.findById(id);
        if (!current) throw new NotFoundError(userMessages.notFound);
        const now = clock();
        const updated = await repository.toggleActive(id, now);
        if (!updated) throw new NotFoundError(userMessages.notFound);
        if (isActiveAdmin(current)) await assertAnActiveAdminRemains(tx);
        if (!updated.isActive) await createUsersRepository(tx).endSessions(id, now);
        await recordAudit(tx, {
          actor,
          entity: 'user',
          entityId: id,
          label: updated.name,
          action: 'status',
          before: auditFields(current),
          after: auditFields(updated),
          at: now,
        });
        return toUser(updated);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
