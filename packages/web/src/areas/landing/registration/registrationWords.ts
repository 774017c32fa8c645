import {
  ALREADY_REGISTERED_MESSAGE,
  ALREADY_REGISTERED_TITLE,
  type CampaignConfig,
  DEFAULT_CAMPAIGN,
  MESSAGE_CHANNEL_LABELS,
  type MessageChannel,
  messageChannelMessages,
  RATE_LIMIT_NOTE,
  REGISTRATION_MESSAGES,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  REGISTRATION_SUCCESS_MESSAGE,
  STUDENT_DISCOUNT_PERCENT,
  STUDENT_ID_REQUIRED,
  STUDENT_REGISTRATION_SUCCESS_MESSAGE,
} from '@laundry/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The registration's texts that the domain and the server write in English (the field rules,
 * the failures, the welcomes), in the page's language (issue 42), by their English text: the
 * domain stays the one place that decides which applies. A text not listed here (a server's
 * own) is shown as it came.
 */
const WORDS: Record<string, MessageDescriptor> = {
  'Full name is required': msg`Full name is required`,
  'Name must be at least 2 characters': msg`Name must be at least 2 characters`,
  'Name must be less than 100 characters': msg`Name must be less than 100 characters`,
  'Please enter a valid phone number (10-15 digits)': msg`Please enter a valid phone number (10-15 digits)`,
  'Invalid email address': msg`Invalid email address`,
  'Email must be at most 254 characters': msg`Email must be at most 254 characters`,
  'Street must be less than 200 characters': msg`Street must be less than 200 characters`,
  'City must be less than 100 characters': msg`City must be less than 100 characters`,
  [STUDENT_ID_REQUIRED]: msg`Student ID is required`,
  'Student ID must be less than 30 characters': msg`Student ID must be less than 30 characters`,
  [messageChannelMessages.emailNeeded]: msg`An e-mail address is needed to send messages by e-mail`,
  'Please choose e-mail, SMS or WhatsApp': msg`Please choose e-mail, SMS or WhatsApp`,
  [REGISTRATION_MESSAGES.rejected]: msg`Registration failed. Please check your information.`,
  [REGISTRATION_MESSAGES.exhausted]: msg`Registration failed after multiple attempts. Please try again later.`,
  [REGISTRATION_MESSAGES.unreachable]: msg`Unable to connect to server. Please check your internet connection and try again.`,
  [REGISTRATION_MESSAGES.unexpected]: msg`An unexpected error occurred. Please try again.`,
  [REGISTRATION_RATE_LIMIT_MESSAGE]: msg`Too many registration attempts. Please wait a few minutes and try again.`,
  [RATE_LIMIT_NOTE]: msg`Registration attempts are limited for security. Please wait a few minutes before trying again.`,
  [ALREADY_REGISTERED_TITLE]: msg`You're already registered`,
  [ALREADY_REGISTERED_MESSAGE]: msg`This phone number is already registered with us, so there is nothing more to do: just give it when you order.`,
  [REGISTRATION_SUCCESS_MESSAGE]: msg`Registration successful! Welcome aboard.`,
  [STUDENT_REGISTRATION_SUCCESS_MESSAGE]: msg`Registration successful! Your ${STUDENT_DISCOUNT_PERCENT}% student discount applies to all your orders.`,
  [DEFAULT_CAMPAIGN.successMessage]: msg`Welcome aboard! Your 20% OFF grand opening discount is ready for your first order.`,
};

/** A registration text in the page's language (as it came when it is not one of ours). */
export function registrationWords(i18n: I18n, text: string): string {
  const known = WORDS[text];
  return known ? i18n._(known) : text;
}

const CHANNELS: Record<MessageChannel, MessageDescriptor> = {
  email: msg`E-mail`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
};

/** A message channel's name in the page's language. */
export function channelWords(i18n: I18n, channel: MessageChannel): string {
  return CHANNELS[channel] ? i18n._(CHANNELS[channel]) : MESSAGE_CHANNEL_LABELS[channel];
}

/**
 * The discount rules of the 'already registered' answer (the domain's
 * alreadyRegisteredDiscountRules, whose numbers and campaign they repeat), in the page's language.
 */
export function alreadyRegisteredRules(
  i18n: I18n,
  campaign: Pick<CampaignConfig, 'campaignName' | 'discount'> | null,
): string[] {
  const percent = STUDENT_DISCOUNT_PERCENT;
  const rules = [
    i18n._(
      msg`Students get ${percent}% off every order once a valid student ID is on file: if yours is not, show it at the counter or to our pickup driver.`,
    ),
  ];
  if (campaign && campaign.discount > 0) {
    const { campaignName, discount } = campaign;
    rules.push(
      i18n._(
        msg`If you registered online during ${campaignName}, its ${discount}% off waits for your first order (the larger discount applies; they never add up).`,
      ),
    );
  }
  return rules;
}
