/** Sri Lanka's calling code: the shop's numbers are written the local way (07X XXX XXXX). */
export const DEFAULT_COUNTRY_CODE = '94';

/**
 * A phone number in the international form wa.me wants (digits only, no +, no leading 0): a
 * local number (0 then 9 digits) gets the country code; one already international is kept.
 */
export function internationalNumber(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `${countryCode}${digits.slice(1)}`;
  return digits;
}

/** WhatsApp's click-to-send link: opens a chat with the customer, the text filled in. */
export function whatsappLink(phone: string, text: string, countryCode?: string): string {
  return `https://wa.me/${internationalNumber(phone, countryCode)}?text=${encodeURIComponent(text)}`;
}
