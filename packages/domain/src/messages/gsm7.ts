/** The GSM 03.38 basic character set: what one 160-character SMS can carry. */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each of these costs two characters (an escape and the character). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/** One SMS: 160 GSM-7 characters (an extended character counts twice). */
export const SMS_MAX_GSM7 = 160;

/** Whether the text is GSM-7 only (otherwise the phone sends it as UCS-2, 70 characters). */
export function isGsm7(text: string): boolean {
  for (const char of text) {
    if (!GSM7_BASIC.includes(char) && !GSM7_EXTENDED.includes(char)) return false;
  }
  return true;
}

/** The text's length in GSM-7 septets. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) length += GSM7_EXTENDED.includes(char) ? 2 : 1;
  return length;
}

/**
 * A name made safe for one SMS: characters outside GSM-7 (Sinhala, Tamil, emoji, curly quotes)
 * would turn the whole message into a 70-character UCS-2 one, so they are dropped; spaces are
 * squeezed.
 */
export function toGsm7(text: string): string {
  const kept = [...text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-')]
    .filter((char) => GSM7_BASIC.includes(char) && char !== '\n' && char !== '\r')
    .join('');
  return kept.replace(/\s+/g, ' ').trim();
}
