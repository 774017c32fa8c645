import { gsm7Length, isGsm7, SMS_MAX_GSM7 } from './gsm7';

/** One UCS-2 SMS (any Sinhala or Tamil letter makes the whole message UCS-2): 70 characters. */
export const SMS_MAX_UCS2 = 70;
/** A part of a split UCS-2 SMS: 67 characters (3 go to the header that joins the parts). */
export const SMS_UCS2_PART = 67;
/** A part of a split GSM-7 SMS: 153 characters. */
export const SMS_GSM7_PART = 153;
/** The most a Sinhala or Tamil message may take (issue 42: never past two parts). */
export const SMS_MAX_UCS2_TWO_PARTS = 2 * SMS_UCS2_PART;

/**
 * The text's length in UCS-2 characters: UTF-16 code units, so a zero-width joiner counts (it is
 * sent), and a letter outside the BMP (an emoji) counts twice, as the phone sends it.
 */
export function ucs2Length(text: string): number {
  return text.length;
}

/** How many SMS the text is sent as: GSM-7 160 / 153 a part, else UCS-2 70 / 67 a part. */
export function smsParts(text: string): number {
  if (isGsm7(text)) {
    const length = gsm7Length(text);
    return length <= SMS_MAX_GSM7 ? 1 : Math.ceil(length / SMS_GSM7_PART);
  }
  const length = ucs2Length(text);
  return length <= SMS_MAX_UCS2 ? 1 : Math.ceil(length / SMS_UCS2_PART);
}
