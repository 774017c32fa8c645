import type { Language } from '../language';
import { gsm7Length, SMS_MAX_GSM7, toGsm7 } from './gsm7';
import type { MessageEvent } from './messageEvents';
import { SMS_MAX_UCS2_TWO_PARTS, ucs2Length } from './smsParts';

export interface CustomerMessageFacts {
  shopName: string;
  orderNumber: string;
  /** The order's tracking link (PUBLIC_URL + /track?t=<token>). */
  trackingUrl: string;
}

/** What each message says before the tracking link; `{n}` is the order number. */
const SAYINGS: Record<MessageEvent, string> = {
  created: 'we have your order {n}.',
  paid: 'thank you, order {n} is paid.',
  ready: 'your laundry {n} is ready for collection.',
  out_for_delivery: 'your laundry {n} is on its way to you.',
};

const SUBJECTS: Record<MessageEvent, string> = {
  created: 'We have your order {n}',
  paid: 'Order {n} is paid',
  ready: 'Your laundry {n} is ready',
  out_for_delivery: 'Your laundry {n} is on its way',
};

/**
 * The same messages in Sinhala and Tamil (issue 42). Translated by the i18n engineer (a machine
 * translation, NOT yet reviewed by a native speaker: see MESSAGE_TRANSLATIONS). They are sent as
 * UCS-2 (70 characters a part, 67 when split): each is kept short enough that the longest shop,
 * order number and link fit two parts (the test measures every one). `{n}` is the order number.
 */
const LOCAL_WORDS: Record<Exclude<Language, 'en'>, LocalWords> = {
  si: {
    sayings: {
      created: 'ඇණවුම {n} අපට ලැබුණා.',
      paid: 'ඇණවුම {n} ගෙවා ඇත. ස්තූතියි!',
      ready: 'ඔබේ රෙදි {n} සූදානම්.',
      out_for_delivery: 'ඔබේ රෙදි {n} එවමින් පවතී.',
    },
    subjects: {
      created: 'ඔබේ ඇණවුම {n} අපට ලැබුණා',
      paid: 'ඇණවුම {n} ගෙවා ඇත',
      ready: 'ඔබේ රෙදි {n} සූදානම්',
      out_for_delivery: 'ඔබේ රෙදි {n} ඔබ වෙත එමින් පවතී',
    },
    track: 'බලන්න',
  },
  ta: {
    sayings: {
      created: 'உங்கள் ஆர்டர் {n} கிடைத்தது.',
      paid: 'ஆர்டர் {n}: பணம் கிடைத்தது.',
      ready: 'உங்கள் சலவை {n} தயார்.',
      out_for_delivery: 'சலவை {n} உங்களிடம் வருகிறது.',
    },
    subjects: {
      created: 'உங்கள் ஆர்டர் {n} கிடைத்தது',
      paid: 'ஆர்டர் {n} செலுத்தப்பட்டது',
      ready: 'உங்கள் சலவை {n} தயார்',
      out_for_delivery: 'உங்கள் சலவை {n} வந்துகொண்டிருக்கிறது',
    },
    track: 'நிலை',
  },
};

interface LocalWords {
  sayings: Record<MessageEvent, string>;
  subjects: Record<MessageEvent, string>;
  /** The word before the tracking link. */
  track: string;
}

/** Who translated the messages, and whether a native speaker has read them (issue 42). */
export const MESSAGE_TRANSLATIONS: Record<
  Exclude<Language, 'en'>,
  { translator: string; reviewedByNativeSpeaker: boolean }
> = {
  si: { translator: 'i18n engineer (machine-made)', reviewedByNativeSpeaker: false },
  ta: { translator: 'i18n engineer (machine-made)', reviewedByNativeSpeaker: false },
};

/** Every Sinhala and Tamil template, for the checks (the SMS measure, the joiner). */
export const localMessageTemplates = (language: Exclude<Language, 'en'>) => LOCAL_WORDS[language];

const fill = (template: string, orderNumber: string) => template.replace('{n}', orderNumber);

/**
 * The text of a customer message, the same for SMS, WhatsApp and the e-mail's body, and short
 * enough for one SMS: `<shop>: <saying> Track: <link>`. The order number and the link are never
 * cut; the shop's name is (to GSM-7, then to what is left of the 160 characters), and left out
 * when nothing is left.
 */
export function customerMessageText(
  event: MessageEvent,
  facts: CustomerMessageFacts,
  language: Language = 'en',
): string {
  if (language !== 'en') return localMessageText(LOCAL_WORDS[language], event, facts);
  const body = `${fill(SAYINGS[event], facts.orderNumber)} Track: ${facts.trackingUrl}`;
  const room = SMS_MAX_GSM7 - gsm7Length(body) - 2; // ': ' after the name
  const name = toGsm7(facts.shopName).slice(0, Math.max(0, room)).trim();
  const text = name ? `${name}: ${body}` : capitalise(body);
  return text;
}

/**
 * `<shop>: <saying> <track>: <link>` in Sinhala or Tamil: UCS-2 already, so the shop's name is
 * kept in its own script (a Sinhala name keeps its joiners), cut at a whole letter to what two
 * parts leave, and left out when nothing is left.
 */
function localMessageText(words: LocalWords, event: MessageEvent, facts: CustomerMessageFacts) {
  const body = `${fill(words.sayings[event], facts.orderNumber)} ${words.track}: ${facts.trackingUrl}`;
  const room = SMS_MAX_UCS2_TWO_PARTS - ucs2Length(body) - 2;
  const name = cutToUnits(facts.shopName.replace(/\s+/g, ' ').trim(), room).trim();
  return name ? `${name}: ${body}` : body;
}

/** The longest start of `text` of whole letters (grapheme clusters) within `units` UTF-16 units. */
function cutToUnits(text: string, units: number): string {
  if (ucs2Length(text) <= units) return text;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('si', { granularity: 'grapheme' }).segment(text)) {
    if (ucs2Length(kept + segment) > units) break;
    kept += segment;
  }
  return kept;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The e-mail's subject: `<saying> — <shop>`. */
export function customerMessageSubject(
  event: MessageEvent,
  facts: CustomerMessageFacts,
  language: Language = 'en',
): string {
  const subjects = language === 'en' ? SUBJECTS : LOCAL_WORDS[language].subjects;
  return `${fill(subjects[event], facts.orderNumber)} — ${facts.shopName}`;
}
