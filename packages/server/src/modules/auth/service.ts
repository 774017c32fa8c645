import { randomUUID } from 'node:crypto';
import {
  type AuthResult,
  type changePasswordSchema,
  type loginSchema,
  passwordMessages,
  type profileSchema,
  type registerSchema,
  type User,
  userMessages,
} from '@laundry/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { withUniqueConflicts } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import type { AuthContext } from '../../http/access';
import type { ReadCache } from '../../http/read-cache';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../passwords';
import { createUsersRepository, EMAIL_TAKEN_MESSAGE, toUser } from '../users';
import { createSessionsRepository, prepareSessionUserLookup, type SessionUser } from './repository';
import type { LoginThrottle } from './throttle';
import {
  type AccessTokens,
  hashRefreshToken,
  newRefreshToken,
  openReplacement,
  REFRESH_GRACE_MS,
  refreshExpiry,
  sealReplacement,
} from './tokens';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_INACTIVE_MESSAGE =
  'Your account has been deactivated. Please contact an administrator.';
export const REGISTRATION_CLOSED_MESSAGE =
  'Registration is closed. Ask an administrator to create your account.';
export const REGISTER_LOCAL_ONLY_MESSAGE =
  'The first administrator can only be created on the machine the server runs on.';
export const INVALID_REFRESH_MESSAGE = 'Invalid or expired refresh token';
export const REFRESH_REUSED_MESSAGE = 'Refresh token has already been used. Please sign in again.';

type LoginBody = z.output<typeof loginSchema>;
type RegisterBody = z.output<typeof registerSchema>;
type ProfileBody = z.output<typeof profileSchema>;
type ChangePasswordBody = z.output<typeof changePasswordSchema>;

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  accessTokens: AccessTokens;
  throttle: LoginThrottle;
  readCache: ReadCache;
}

// Serialises the "is the database still empty?" check of the first registration.
const REGISTER_LOCK_ID = 7_240_512;

export function createAuthService({
  db,
  clock,
  accessTokens,
  throttle,
  readCache,
}: AuthServiceDeps) {
  const users = createUsersRepository(db);
  const findSessionUser = prepareSessionUserLookup(db);

  /** The session check's row, kept until the next write (a sign-out or a deactivation is one). */
  async function sessionUser(userId: string, familyId: string) {
    const key = `session:${userId}:${familyId}`;
    const kept = readCache.get<SessionUser>(key);
    if (kept) return kept;
    const generation = readCache.generation();
    const found = await findSessionUser(userId, familyId);
    if (found)
      readCache.set(key, generation, Object.freeze({ ...found, user: Object.freeze(found.user) }));
    return found;
  }

  /** Starts a session (a new refresh family) for the user and signs its first pair. */
  async function startSession(
    executor: Executor,
    user: UserRow,
    rememberMe: boolean,
  ): Promise<TokenPair> {
    const now = clock();
    const sessions = createSessionsRepository(executor);
    const familyId = randomUUID();
    const refresh = newRefreshToken();
    await sessions.purgeExpired(user.id, now);
    await sessions.insert({
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      rememberMe,
      expiresAt: refreshExpiry(now, rememberMe),
      createdAt: now,
    });
    const token = await accessTokens.sign({
      userId: user.id,
      role: user.role,
      sessionId: familyId,
    });
    return { token, refreshToken: refresh.token };
  }

  return {
    async login(input: LoginBody, address: string): Promise<AuthResult> {
      await throttle.assertAllowed(input.email, address);

      const found = await users.findByEmail(input.email);
      const valid = found
        ? await verifyPassword(found.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!found || !valid) {
        const locked = await throttle.recordFailure(input.email, address);
        throw locked ?? new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
      }
      if (!found.isActive) throw new ForbiddenError(ACCOUNT_INACTIVE_MESSAGE);

      await throttle.recordSuccess(input.email, address);
      return inTransaction(db, async (tx) => {
        const user = await createUsersRepository(tx).update(found.id, { lastLogin: clock() });
        if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
        const pair = await startSession(tx, user, input.rememberMe);
        return { ...pair, user: toUser(user) };
      });
    },

    /** Creates the first administrator; refused once any account exists. */
    async register(input: RegisterBody): Promise<AuthResult> {
      if (await users.hasAny()) throw new ForbiddenError(REGISTRATION_CLOSED_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const txUsers = createUsersRepository(tx);
        await txUsers.lockAccountChanges(REGISTER_LOCK_ID);
        if (await txUsers.hasAny()) throw new ForbiddenError(REGISTRATION_CLOSED_MESSAGE);
        const now = clock();
        const user = await txUsers.insert({
          name: input.name,
          email: input.email,
          phoneNumber: input.phoneNumber ?? null,
          passwordHash,
          role: 'admin',
          isActive: true,
          lastLogin: now,
          createdAt: now,
          updatedAt: now,
        });
        const pair = await startSession(tx, user, false);
        return { ...pair, user: toUser(user) };
      });
    },

    /**
     * Rotates a refresh token. The same token again within the grace window (two tabs, a retry
     * after a lost reply) gets the same new pair; a token already rotated before that ends its
     * whole family.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = clock();
      const outcome = await inTransaction(db, async (tx) => {
        const sessions = createSessionsRepository(tx);
        const current = await sessions.findByHashForUpdate(hashRefreshToken(refreshToken));
        if (!current || current.revokedAt || current.expiresAt <= now) {
          return { ok: false, error: INVALID_REFRESH_MESSAGE } as const;
        }
        const user = await createUsersRepository(tx).findById(current.userId);
        if (current.replacedAt) {
          const inGrace = now.getTime() - current.replacedAt.getTime() <= REFRESH_GRACE_MS;
          const replay = inGrace ? openReplacement(current.replacement, refreshToken) : undefined;
          if (replay && user?.isActive) return { ok: true, pair: replay } as const;
          // Someone holds an old token: the thief or the owner, we cannot tell; end the session.
          await sessions.revokeFamily(current.familyId, now);
          return { ok: false, error: REFRESH_REUSED_MESSAGE } as const;
        }
        if (!user?.isActive) {
          await sessions.revokeFamily(current.familyId, now);
          return { ok: false, error: INVALID_REFRESH_MESSAGE } as const;
        }
        const next = newRefreshToken();
        const inserted = await sessions.insert({
          userId: user.id,
          familyId: current.familyId,
          tokenHash: next.hash,
          rememberMe: current.rememberMe,
          expiresAt: current.expiresAt,
          createdAt: now,
        });
        const token = await accessTokens.sign({
          userId: user.id,
          role: user.role,
          sessionId: current.familyId,
        });
        const pair = { token, refreshToken: next.token };
        await sessions.markReplaced(
          current.id,
          inserted.id,
          now,
          sealReplacement(pair, refreshToken),
        );
        return { ok: true, pair } as const;
      });
      // Thrown after the transaction so that a revocation is committed, not rolled back.
      if (!outcome.ok) throw new UnauthorizedError(outcome.error);
      return outcome.pair;
    },

    async logout(auth: AuthContext): Promise<void> {
      await createSessionsRepository(db).revokeFamily(auth.sessionId, clock());
    },

    profile(auth: AuthContext): User {
      return toUser(auth.user);
    },

    async updateProfile(auth: AuthContext, input: ProfileBody): Promise<User> {
      if (await users.emailTaken(input.email, auth.user.id)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
      }
      // Fields an administrator's user form edits too: its version goes up.
      const user = await withUniqueConflicts(
        () =>
          users.updateFields(auth.user.id, auth.user.version, {
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber ?? null,
            updatedAt: clock(),
          }),
        [{ constraint: 'email', message: EMAIL_TAKEN_MESSAGE, field: 'email' }],
      );
      if (!user) throw new ConflictError(userMessages.changedMeanwhile);
      return toUser(user);
    },

    /** Changes the caller's password, ends every session and starts a new one. */
    async changePassword(auth: AuthContext, input: ChangePasswordBody): Promise<TokenPair> {
      if (!(await verifyPassword(auth.user.passwordHash, input.currentPassword))) {
        throw new BadRequestError(passwordMessages.currentWrong, 'currentPassword');
      }
      if (input.newPassword === input.currentPassword) {
        throw new BadRequestError(passwordMessages.sameAsCurrent, 'newPassword');
      }
      const passwordHash = await hashPassword(input.newPassword);
      return inTransaction(db, async (tx) => {
        const now = clock();
        const sessions = createSessionsRepository(tx);
        const rememberMe = await sessions.rememberMe(auth.sessionId);
        const user = await createUsersRepository(tx).update(auth.user.id, {
          passwordHash,
          updatedAt: now,
        });
        if (!user) throw new UnauthorizedError('Account no longer exists');
        await createUsersRepository(tx).endSessions(user.id, now);
        return startSession(tx, user, rememberMe);
      });
    },

    async isEmailAvailable(email: string): Promise<boolean> {
      return !(await users.emailTaken(email));
    },

    /**
     * The caller of an access token: valid signature and claims, an open session and an active
     * account. A deactivated user or a revoked session fails at once, not when the token expires.
     */
    async authenticate(token: string): Promise<AuthContext> {
      const claims = await accessTokens.verify(token);
      const found = await sessionUser(claims.userId, claims.sessionId);
      if (!found) throw new UnauthorizedError('Invalid or expired token');
      if (!found.sessionEndsAt || found.sessionEndsAt <= clock())
        throw new UnauthorizedError('Session has ended. Please sign in again.');
      if (!found.user.isActive) throw new UnauthorizedError(ACCOUNT_INACTIVE_MESSAGE);
      return { user: found.user, sessionId: claims.sessionId };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
