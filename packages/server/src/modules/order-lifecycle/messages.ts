import { centsToRupees, formatCurrency } from '@laundry/domain';

/** The answers of the order-lifecycle calls (spec part 2 §8 where it words them). */
export const lifecycleMessages = {
  statusUpdated: 'Order status updated successfully',
  paymentAdded: 'Payment added successfully',
  itemsConfirmed: 'Items confirmed and customer notified via email!',
  itemsConfirmedNoMail: 'Items confirmed successfully',
  receiptSent: (email: string) => `Receipt sent to ${email}`,
  receiptKept: 'Receipt saved in the outbox: email service not configured',
  mailNotConfigured: 'email service not configured',
  noEmail: 'Customer email not available',
  customerAddressOnly: "Order mail goes only to the customer's own email address",
  amountIsDue: (cents: number) =>
    `The amount must be the ${formatCurrency(centsToRupees(cents))} due on this order`,
  bankDetailsSent: 'Bank details sent successfully via Email!',
  shelfSlotAtComplete: 'A shelf slot is recorded when the order moves to Services Complete',
  bankDetailsKept: 'Bank details saved in the outbox: email service not configured',
} as const;
