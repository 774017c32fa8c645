import { customerMessages } from '@laundry/domain';
import { uniqueViolationConstraint } from '../../db/errors';
import { ConflictError } from '../../errors';
import type { CustomersRepository } from './repository';

/** The request field a duplicate phone is reported on: the form's or the registration's. */
export type PhoneField = 'phoneNumber' | 'phone';

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

/**
 * Runs a write that may hit the unique phone or e-mail index and answers 409 on the right field,
 * whoever won the race between the check above and the write.
 */
export async function guardUniqueContacts<T>(
  write: () => Promise<T>,
  phoneField: PhoneField = 'phoneNumber',
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === undefined) throw error;
    if (constraint.includes('email')) {
      throw new ConflictError(customerMessages.emailTaken, 'email');
    }
    throw new ConflictError(customerMessages.phoneTaken, phoneField);
  }
}
