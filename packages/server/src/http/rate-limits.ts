/**
 * Requests per client address and minute. The database throttle of failed sign-ins is the real
 * guard of passwords; these only stop floods. With REDIS_URL the counts are shared by every
 * instance.
 */
export const rateLimits = {
  /** Every /api call. */
  api: { max: 300, timeWindow: '1 minute' },
  login: { max: 30, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  checkEmail: { max: 20, timeWindow: '1 minute' },
  /**
   * Landing-page registrations. Students often share one campus address, so this only stops
   * floods: 10 in 10 minutes, after which the wizard shows its 'wait a few minutes' note.
   */
  registerFromLanding: { max: 10, timeWindow: '10 minutes' },
} as const;
