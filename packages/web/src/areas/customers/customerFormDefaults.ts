import {
  type Customer,
  type CustomerDraft,
  type CustomerFormInput,
  DEFAULT_LANGUAGE,
  DEFAULT_MESSAGE_CHANNEL,
} from '@laundry/domain';
import { DEFAULT_INSTITUTION } from './CustomerFormSections';

/**
 * The customer form's starting values: the customer being edited, or a new one with what is
 * already known of it (the search text of the order form).
 */
export function customerFormDefaults(
  customer?: Customer,
  draft: CustomerDraft = {},
): CustomerFormInput {
  return {
    fullName: customer?.fullName ?? draft.fullName ?? '',
    phoneNumber: customer?.phoneNumber ?? draft.phoneNumber ?? '',
    email: customer?.email ?? draft.email ?? '',
    isStudent: customer?.isStudent ?? false,
    campusId: customer?.campusId ?? '',
    // A student registered on the website has no institution yet: 'Other' accepts any ID shape.
    institution: customer?.institution ?? (customer?.campusId ? 'other' : DEFAULT_INSTITUTION),
    address: { street: customer?.address?.street ?? '', city: customer?.address?.city ?? '' },
    messageChannel: customer?.messageChannel ?? DEFAULT_MESSAGE_CHANNEL,
    messagesOptOut: customer?.messagesOptOut ?? false,
    language: customer?.language ?? DEFAULT_LANGUAGE,
  };
}
