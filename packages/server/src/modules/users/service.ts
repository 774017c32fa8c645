import type { ListUsersQuery } from '@laundry/domain';
import {
  type createUserSchema,
  pageInfo,
  type setUserPasswordSchema,
  type User,
  type updateUserSchema,
} from '@laundry/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError, RuleViolation } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSessionsRepository } from '../auth/repository';
import {
  EMAIL_TAKEN_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../auth/service';
import { assertAnActiveAdminRemains, isActiveAdmin, lockAdminChanges } from './last-admin';
import { createUsersRepository } from './repository';
import { toUser } from './to-user';

export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const CANNOT_DELETE_SELF_MESSAGE = 'You cannot delete your own account';
export const CANNOT_DEACTIVATE_SELF_MESSAGE = 'You cannot deactivate your own account';
export const CANNOT_CHANGE_OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';

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
    if (!user) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
    return user;
  }

  /** Writes that may hit the unique e-mail index answer 409 on `email`, whoever won the race. */
  async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      throw error;
    }
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
      return db.transaction(async (tx) => {
        const now = clock();
        const user = await guardEmail(() =>
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
      if (id === actor.id && !input.isActive) {
        throw new RuleViolation(CANNOT_DEACTIVATE_SELF_MESSAGE, 'isActive');
      }
      if (id === actor.id && input.role !== found.role) {
        throw new RuleViolation(CANNOT_CHANGE_OWN_ROLE_MESSAGE, 'role');
      }
      if (await users.emailTaken(input.email, id)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      }
      return db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const demoting = input.role !== 'admin' || !input.isActive;
        if (demoting) await lockAdminChanges(tx);
        // Read again under the lock: another admin may have changed the account meanwhile.
        const current = await repository.findById(id);
        if (!current) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
        const now = clock();
        const updated = await guardEmail(() =>
          repository.update(id, {
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber ?? null,
            role: input.role,
            isActive: input.isActive,
            updatedAt: now,
          }),
        );
        if (!updated) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
        if (isActiveAdmin(current) && !isActiveAdmin(updated)) {
          await assertAnActiveAdminRemains(tx);
        }
        if (current.isActive && !updated.isActive) {
          await createSessionsRepository(tx).revokeAllForUser(id, now);
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
      if (id === actor.id) throw new RuleViolation(CANNOT_DELETE_SELF_MESSAGE);
      await db.transaction(async (tx) => {
        await lockAdminChanges(tx);
        const repository = createUsersRepository(tx);
        const current = await repository.findById(id);
        if (!current || !(await repository.delete(id))) {
          throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
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
          throw new BadRequestError(CURRENT_PASSWORD_REQUIRED_MESSAGE, 'currentPassword');
        }
        if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
          throw new BadRequestError(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
        }
        if (input.newPassword === input.currentPassword) {
          throw new BadRequestError(SAME_PASSWORD_MESSAGE, 'newPassword');
        }
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const now = clock();
        await createUsersRepository(tx).update(id, { passwordHash, updatedAt: now });
        await createSessionsRepository(tx).revokeAllForUser(
          id,
          now,
          own ? actor.sessionId : undefined,
        );
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
      if (id === actor.id) throw new RuleViolation(CANNOT_DEACTIVATE_SELF_MESSAGE);
      return db.transaction(async (tx) => {
        await lockAdminChanges(tx);
        const repository = createUsersRepository(tx);
        const current = await repository.findById(id);
        if (!current) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
        const now = clock();
        const updated = await repository.toggleActive(id, now);
        if (!updated) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
        if (isActiveAdmin(current)) await assertAnActiveAdminRemains(tx);
        if (!updated.isActive) await createSessionsRepository(tx).revokeAllForUser(id, now);
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
