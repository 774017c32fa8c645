import { customerMessages } from '@laundry/domain';
import type { Executor } from '../../db/client';
import { type UniqueConflict, withUniqueConflicts } from '../../db/errors';
import type { CustomerRow, NewCustomerRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import { type CustomersRepository, createCustomersRepository } from './repository';

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

/**
 * Adds a customer whose phone and e-mail nobody has yet (checked before the write; a concurrent
 * one that won the race to the unique index answers the same 409): the back-office's create and
 * the landing page's registration, in the caller's transaction.
 */
export async function insertCustomer(
  tx: Executor,
  values: NewCustomerRow,
  phoneField: PhoneField = 'phoneNumber',
): Promise<CustomerRow> {
  const repository = createCustomersRepository(tx);
  const contacts = { phoneNumber: values.phoneNumber, email: values.email ?? undefined };
  await assertContactsFree(repository, contacts, undefined, phoneField);
  return withUniqueConflicts(() => repository.insert(values), contactConflicts(phoneField));
}
