import type { CampaignConfig } from '../campaign';
import { STUDENT_DISCOUNT_PERCENT } from '../discounts';

/**
 * The landing registration's answer when the phone number is already on file (a customer added
 * at the counter, or registered before): 409 on `phone`. It says the visitor is registered and
 * nothing about the customer the number belongs to — no name, no student status, no discount —
 * because anyone can type any number. Not a text of the spec: the spec's
 * 'A customer with this phone number already exists' read as a failure to a student who simply
 * had been added at the counter.
 */
export const ALREADY_REGISTERED_MESSAGE =
  'This phone number is already registered with us, so there is nothing more to do: just give it when you order.';

export const ALREADY_REGISTERED_TITLE = "You're already registered";

/** Whether a registration failed because its phone number is already on file. */
export function isAlreadyRegisteredMessage(message: string | null | undefined): boolean {
  return message === ALREADY_REGISTERED_MESSAGE;
}

/**
 * The discount rules an already-registered visitor can check their own case against (the rules,
 * never what the record holds): the student discount on every order with a valid student ID,
 * and, while a campaign runs, its first-order offer for those who registered online during it.
 */
export function alreadyRegisteredDiscountRules(
  campaign: Pick<CampaignConfig, 'campaignName' | 'discount'> | null,
): string[] {
  const rules = [
    `Students get ${STUDENT_DISCOUNT_PERCENT}% off every order once a valid student ID is on file: if yours is not, show it at the counter or to our pickup driver.`,
  ];
  if (campaign && campaign.discount > 0) {
    rules.push(
      `If you registered online during ${campaign.campaignName}, its ${campaign.discount}% off waits for your first order (the larger discount applies; they never add up).`,
    );
  }
  return rules;
}
