import { customerMessages } from '@laundry/domain';
import type { UniqueConflict } from '../../db/errors';
import { ConflictError } from '../../errors';
import type { CustomersRepository } from './repository';

/** The request field a duplicate phone is reported on: the form's or the registration's. */
export type PhoneField = 'phoneNumber' | 'phone';

/** What the unique phone and e-mail indexes answer, for `withUniqueConflicts`. */
export function contactConflicts(phoneField: PhoneField = 'phoneNumber'): UniqueConflict[] {
  return [
    { constraint: 'email', message: customerMessages.emailTaken, field: 'email' },
    { message: customerMessages.phoneTaken, field: phoneField },
  ];
}

/** Refuses, before writing, a phone number or e-mail another customer already has. */
export async function assertContactsFree(
  repository: CustomersRepository,
  contacts: { phoneNumber: string; email?: string | undefined },
  exceptId?: string,
  phoneField: PhoneField = 'phoneNumber',
): Promise<void> {
  if (await repository.phoneTaken(contacts.phoneNumber, exceptId)) {
    throw new ConflictError(customerMessages.phoneTaken, phoneField);
  }
  if (contacts.email && (await repository.emailTaken(contacts.email, exceptId))) {
    throw new ConflictError(customerMessages.emailTaken, 'email');
  }
}
