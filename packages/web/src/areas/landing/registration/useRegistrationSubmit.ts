import { newIdempotencyKey } from '@laundry/api-client';
import type { RegistrationPayload, RegistrationResult } from '@laundry/domain';
import { useCallback, useRef } from 'react';
import { useApiClient } from '../../../app/services';

/**
 * The wizard's `submitRegistration`: POST /customers/register-from-landing through the API
 * client (which retries on its own). One Idempotency-Key per submission: the client repeats it
 * on its automatic retries, and a Try Again of the very same form repeats it too, so a
 * registration whose answer was lost is answered again instead of recorded twice. A changed
 * form, or a new registration after a success, gets a new key.
 */
export function useRegistrationSubmit(): (
  payload: RegistrationPayload,
) => Promise<RegistrationResult> {
  const client = useApiClient();
  const submission = useRef<{ body: string; key: string } | null>(null);

  return useCallback(
    async (payload) => {
      const body = JSON.stringify(payload);
      if (submission.current?.body !== body) {
        submission.current = { body, key: newIdempotencyKey() };
      }
      const { data, message } = await client.customers.registerFromLanding(payload, {
        idempotencyKey: submission.current.key,
      });
      submission.current = null;
      return message ? { customer: data.customer, message } : { customer: data.customer };
    },
    [client],
  );
}
