/** Links for the business's contact details: dial, message, write, find on a map. */

/** `tel:` with the digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The phone as WhatsApp wants it: international digits without +. A Sri Lankan local number
 * (0 followed by 9 digits) gets the country code 94.
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^0\d{9}$/.test(digits)) return `94${digits.slice(1)}`;
  return digits;
}

export function whatsappHref(phone: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A search for the address on OpenStreetMap: nothing is fetched until the visitor clicks. */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The shop's social pages. Neither the spec nor the server's configuration names them, so the
 * handle is the business name in lower case without spaces ('Campus Clean Laundry' →
 * campuscleanlaundry), like the default e-mail domain. Configuration should name them.
 */
export function socialLinks(businessName: string) {
  const handle = businessName.toLowerCase().replace(/[^a-z0-9]/g, '');
  return {
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
  };
}
