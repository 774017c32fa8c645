import {
  createMemoryStorage,
  createRegistrationApi,
  createTransport,
  newIdempotencyKey,
} from '@laundry/api-client';
import type { RegistrationPayload, RegistrationResult } from '@laundry/domain';
import { use, useCallback, useMemo, useRef } from 'react';
import { PageFetchContext } from '../../../app/pageConfig';

/**
 * The wizard's `submitRegistration`: POST /customers/register-from-landing through the API
 * client's registration module (which retries on its own). The landing page has no session, so
 * the transport keeps its (absent) tokens in memory and never touches a signed-in staff
 * member's. One Idempotency-Key per submission: the client repeats it on its automatic retries,
 * and a Try Again of the very same form repeats it too, so a registration whose answer was lost
 * is answered again instead of recorded twice. A changed form, or a new registration after a
 * success, gets a new key.
 */
export function useRegistrationSubmit(): (
  payload: RegistrationPayload,
) => Promise<RegistrationResult> {
  const fetchApi = use(PageFetchContext);
  const registration = useMemo(
    () =>
      createRegistrationApi(
        createTransport({ baseURL: '/api', storage: createMemoryStorage(), fetch: fetchApi }),
      ),
    [fetchApi],
  );
  const submission = useRef<{ body: string; key: string } | null>(null);

  return useCallback(
    async (payload) => {
      const body = JSON.stringify(payload);
      if (submission.current?.body !== body) {
        submission.current = { body, key: newIdempotencyKey() };
      }
      const { data, message } = await registration.registerFromLanding(payload, {
        idempotencyKey: submission.current.key,
      });
      submission.current = null;
      return message ? { customer: data.customer, message } : { customer: data.customer };
    },
    [registration],
  );
}
