import { ServiceUnavailableError } from '../../errors';
import type { ReadinessRepository } from './repository';

/** A database that takes longer than this to answer `select 1` is not ready for the counter. */
export const READINESS_TIMEOUT_MS = 1000;
export const NOT_READY_MESSAGE = 'The database is not answering';
/** When a load balancer should ask again. */
const NOT_READY_RETRY_SECONDS = 5;

/**
 * Whether this instance can serve: the database answers within the timeout. A load balancer
 * sends traffic by this (GET /api/health/ready) and restarts by liveness (GET /api/health, which
 * touches nothing), so a slow database takes the instance out of rotation without killing it.
 */
export function createReadiness(repository: ReadinessRepository, timeoutMs = READINESS_TIMEOUT_MS) {
  return {
    async check(): Promise<{ status: 'ready' }> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      try {
        const answer = await Promise.race([repository.ping().then(() => 'ok' as const), late]);
        if (answer === 'late') throw new Error('late');
        return { status: 'ready' };
      } catch {
        throw new ServiceUnavailableError(NOT_READY_MESSAGE, NOT_READY_RETRY_SECONDS);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
