import type { ListUsersQuery } from '@laundry/domain';
import {
  type createUserSchema,
  pageInfo,
  type setUserPasswordSchema,
  type User,
  type updateUserSchema,
  userMessages,
} from '@laundry/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError, RuleViolation } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSessionsRepository } from '../auth/repository';
import {
  EMAIL_TAKEN_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../auth/service';
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

    async create(input: CreateUserBody): Promise<User> {
      if (await users.emailTaken(input.email)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const user = await guardEmail(() =>
        users.insert({
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
      return toUser(user);
    },

    /** Replaces a user's fields (PUT). Deactivating someone ends their sessions. */
    async update(actor: Actor, id: string, input: UpdateUserBody): Promise<User> {
      const current = await existing(id);
      if (id === actor.id && !input.isActive) {
        throw new RuleViolation(CANNOT_DEACTIVATE_SELF_MESSAGE, 'isActive');
      }
      if (id === actor.id && input.role !== current.role) {
        throw new RuleViolation(CANNOT_CHANGE_OWN_ROLE_MESSAGE, 'role');
      }
      if (await users.emailTaken(input.email, id)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      }
      return db.transaction(async (tx) => {
        const now = clock();
        const repository = createUsersRepository(tx);
        const updated = await guardEmail(() =>
          repository.updateFields(id, input.version, {
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber ?? null,
            role: input.role,
            isActive: input.isActive,
            updatedAt: now,
          }),
        );
        if (!updated) {
          // Gone meanwhile, or changed by someone else since the form loaded it.
          if (!(await repository.findById(id))) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
          throw new ConflictError(userMessages.changedMeanwhile, 'version');
        }
        if (current.isActive && !updated.isActive) {
          await createSessionsRepository(tx).revokeAllForUser(id, now);
        }
        return toUser(updated);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (id === actor.id) throw new RuleViolation(CANNOT_DELETE_SELF_MESSAGE);
      if (!(await users.delete(id))) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
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
      });
    },

    /** Activates or deactivates an account; never one's own. Deactivation ends its sessions. */
    async toggleStatus(actor: Actor, id: string): Promise<User> {
      if (id === actor.id) throw new RuleViolation(CANNOT_DEACTIVATE_SELF_MESSAGE);
      return db.transaction(async (tx) => {
        const now = clock();
        const updated = await createUsersRepository(tx).toggleActive(id, now);
        if (!updated) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
        if (!updated.isActive) await createSessionsRepository(tx).revokeAllForUser(id, now);
        return toUser(updated);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
