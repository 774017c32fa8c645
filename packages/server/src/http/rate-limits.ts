import type { FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's flood limits (RATE_LIMIT_* variables), read by the limits below. */
    floodLimits: RateLimitConfig;
  }
}

/** The shape of the key the flood limit counts a request under. */
export const userKey = (userId: string) => `user:${userId}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * Requests per minute. The database throttle of failed sign-ins is the real guard of passwords;
 * these only stop floods. Signed-in calls count per user (a shop's terminals share one address
 * behind its router), anything else per client address. With REDIS_URL the counts are shared by
 * every instance. The three busiest budgets are configuration (README's table).
 */
export const rateLimits = {
  /** Every /api call: per user when the bearer token is valid, else per address. */
  api: {
    max: (request: FastifyRequest, key: string) =>
      key.startsWith('user:')
        ? request.server.floodLimits.perUser
        : request.server.floodLimits.perAddress,
    timeWindow: '1 minute',
  },
  login: {
    max: (request: FastifyRequest) => request.server.floodLimits.login,
    timeWindow: '1 minute',
  },
  register: { max: 10, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  checkEmail: { max: 20, timeWindow: '1 minute' },
  /**
   * Landing-page registrations. Students often share one campus address, so this only stops
   * floods: 10 in 10 minutes, after which the wizard shows its 'wait a few minutes' note.
   */
  registerFromLanding: { max: 10, timeWindow: '10 minutes' },
  /**
   * Public order tracking: always per address, even with a staff token, so nobody can try order
   * numbers and phone digits faster than this from one place. A customer checks a few times.
   */
  track: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
  },
} as const;
