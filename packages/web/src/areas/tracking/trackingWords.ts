import { type OrderStatus, trackingMessages } from '@laundry/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NETWORK_MESSAGE } from './trackApi';

/**
 * The words the server answers in English (the order's status, the timeline's steps, the
 * lookup's refusals), in the page's language (issue 42): by the status and the step's key, and
 * the refusals by their text; anything else is shown as the server wrote it.
 */
const STATUS: Record<OrderStatus, MessageDescriptor> = {
  pickup: msg`Ready for Pickup`,
  received: msg`Items Received`,
  washing: msg`Washing`,
  drying: msg`Drying`,
  ironing: msg`Ironing`,
  dry_cleaning: msg`Dry Cleaning`,
  folding: msg`Folding`,
  complete: msg`Services Complete`,
  collected: msg`Collected`,
  deliver: msg`Ready for Delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

const STAGES: Record<string, MessageDescriptor> = {
  pickup: msg`Waiting for pickup`,
  received: msg`Received at the shop`,
  cleaning: msg`Being cleaned`,
  ready: msg`Ready`,
  delivery: msg`Out for delivery`,
  collected: msg`Collected`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

const REFUSALS: Record<string, MessageDescriptor> = {
  [trackingMessages.notFound]: msg`We could not find an order with these details. Check the order number and the last four digits of your phone.`,
  [trackingMessages.orderNumberRequired]: msg`Please enter your order number`,
  [trackingMessages.orderNumberInvalid]: msg`Please enter the order number as printed on your receipt (ORD-001234)`,
  [trackingMessages.phoneLast4Invalid]: msg`Please enter the last four digits of your phone number`,
  [trackingMessages.tokenInvalid]: msg`This tracking link is not valid`,
  [trackingMessages.tooMany]: msg`Too many lookups. Please wait a minute and try again.`,
  [trackingMessages.revoked]: msg`A new tracking link was made; the old one no longer works.`,
  [NETWORK_MESSAGE]: msg`We could not reach the shop. Check your connection and try again.`,
};

export function statusWords(i18n: I18n, status: OrderStatus, label: string): string {
  const known = STATUS[status];
  return known ? i18n._(known) : label;
}

export function stageWords(i18n: I18n, key: string, label: string): string {
  const known = STAGES[key];
  return known ? i18n._(known) : label;
}

export function refusalWords(i18n: I18n, message: string): string {
  const known = REFUSALS[message];
  return known ? i18n._(known) : message;
}
