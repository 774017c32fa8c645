import { Alert } from '@laundry/ui';

/**
 * A form's outcome where the user is looking: put it just above the submit buttons. The success
 * (dialogs only; pages toast) or the failure that names no field.
 */
export function FormStatus({
  successText,
  failure,
}: {
  successText: string | null;
  failure: string | null;
}) {
  if (successText) return <Alert tone="success">{successText}</Alert>;
  if (failure) return <Alert tone="danger">{failure}</Alert>;
  return null;
}
