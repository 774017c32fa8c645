import { normalizePhone } from '../shared';

/** The customer form's fields a search text can fill. */
export interface CustomerDraft {
  fullName?: string;
  phoneNumber?: string;
  email?: string;
}

/**
 * What a cashier typed in the customer search, as the start of a new customer: an address with
 * an @ is the e-mail, digits (with the usual separators or a +94) the phone, anything else the
 * name. So "Add customer" after an unknown phone does not ask for the phone again.
 */
export function customerDraftFromSearch(text: string): CustomerDraft {
  const typed = text.trim();
  if (!typed) return {};
  if (typed.includes('@')) return { email: typed };
  const phone = normalizePhone(typed);
  if (/^\d+$/.test(phone)) return { phoneNumber: phone };
  return { fullName: typed };
}
