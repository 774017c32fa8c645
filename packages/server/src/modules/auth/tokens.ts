import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Role, roleSchema } from '@laundry/domain';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { UnauthorizedError } from '../../errors';

const ALGORITHM = 'HS256';
const ISSUER = 'laundry';
const AUDIENCE = 'laundry-api';

/** Refresh tokens live 12 hours, or 30 days with remember-me, counted from sign-in. */
export const REFRESH_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_ME_REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function refreshExpiry(now: Date, rememberMe: boolean): Date {
  return new Date(now.getTime() + (rememberMe ? REMEMBER_ME_REFRESH_TTL_MS : REFRESH_TTL_MS));
}

const accessClaimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  role: roleSchema,
  typ: z.literal('access'),
});

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

/**
 * How many verified tokens are remembered. A shop has a handful of signed-in screens; the bound
 * only keeps a flood of distinct valid tokens from growing the map.
 */
const VERIFIED_TOKENS_KEPT = 1000;

/** Short-lived access tokens: JWT, HS256 only, with `typ: 'access'` required. */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; clock: Clock }) {
  // Imported into WebCrypto once: handed the raw bytes, jose imports them again on every call,
  // which cost a third of a millisecond of CPU on each authenticated request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * Tokens whose signature and claims were already checked, with their expiry. The same token
   * comes back on every call of a screen for its 15 minutes, and is read twice per call (the
   * flood limit's key, then the guard): the signature never changes, so only the expiry is
   * checked again. Only tokens that passed the full check are kept.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims, expiresAt });
  };

  return {
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(options.clock().getTime() / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(await key);
    },

    /** The claims of a valid access token; anything else is a 401. */
    async verify(token: string): Promise<AccessClaims> {
      // jose's own rule: valid while exp is after the current second.
      const now = Math.floor(options.clock().getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now) return known.claims;
        verified.delete(token);
        throw new UnauthorizedError(INVALID_TOKEN_MESSAGE);
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: options.clock(),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const { sub, sid, role } = accessClaimsSchema.parse(payload);
        const claims = { userId: sub, sessionId: sid, role };
        remember(token, claims, Number(payload.exp));
        return claims;
      } catch {
        throw new UnauthorizedError(INVALID_TOKEN_MESSAGE);
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque refresh token and the SHA-256 that is all the database keeps of it. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A replaced refresh token presented again this soon after its replacement is two tabs or a
 * retry after a lost reply, and gets the same new pair; later, it is taken for a stolen token.
 */
export const REFRESH_GRACE_MS = 30 * 1000;

const pairSchema = z.object({ token: z.string(), refreshToken: z.string() });

function replacementKey(refreshToken: string): Buffer {
  return createHash('sha256').update(`replacement:${refreshToken}`).digest();
}

/** The new pair, sealed (AES-256-GCM) with a key only the holder of the old token can derive. */
export function sealReplacement(
  pair: { token: string; refreshToken: string },
  oldRefreshToken: string,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', replacementKey(oldRefreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The pair sealed by `sealReplacement` for this old token, or undefined. */
export function openReplacement(
  sealed: string | null,
  oldRefreshToken: string,
): { token: string; refreshToken: string } | undefined {
  if (!sealed) return undefined;
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', replacementKey(oldRefreshToken), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    const parsed = pairSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
