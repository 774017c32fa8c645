import { assign, fromPromise, setup } from 'xstate';
import { centsToRupees } from '../money/cents';
import { errorMessage } from '../shared/errorMessage';
import { ORDER_LIMITS } from './orderConstants';

/**
 * The 'Process Payment' modal (spec part 2 §2.2, §4 'Payment', §5 'Bank transfer') as a machine:
 * method → (bank transfer) bank_details → transaction_id → submitting → done. Cash goes from the
 * method step straight to submitting. A payment settles the whole balance plus the extra items.
 * The web supplies `sendBankDetails` and `addPayment`; each submit event carries the submission's
 * Idempotency-Key.
 */

export const PAYMENT_METHODS = ['cash', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_MESSAGES = {
  transactionIdRequired: 'Transaction ID is required',
  transactionIdMin: 'Transaction ID must be at least 3 characters',
  addFailed: 'Failed to add payment',
  added: 'Payment added successfully',
  bankDetailsSent: 'Bank details sent successfully via Email!',
  bankDetailsFailed: 'Failed to send bank details. Please inform customer manually.',
  bankDetailsError: 'An error occurred. Please inform customer manually.',
} as const;

export const MIN_TRANSACTION_ID_LENGTH = 3;

export interface PaymentExtraItem {
  name: string;
  priceCents: number;
  quantity: number;
}

export interface PaymentPayload {
  method: PaymentMethod;
  /** Rupees: the balance plus the extra items. */
  amount: number;
  status: 'completed';
  transactionId?: string;
  notes?: string;
  extraCharges: { items: { name: string; price: number; quantity: number }[]; total: number };
}

export interface BankDetailsResult {
  message?: string;
  warning?: string | null;
}

export interface PaymentModalContext {
  balanceCents: number;
  method: PaymentMethod;
  extraItems: PaymentExtraItem[];
  transactionId: string;
  notes: string;
  transactionIdError: string | null;
  error: string | null;
  /** After sending bank details: sent, a warning (amber) or a failure (inform manually). */
  bankNotice: { tone: 'success' | 'warning'; text: string } | null;
  idempotencyKey: string | null;
}

export type PaymentModalEvent =
  | { type: 'payment.method'; method: PaymentMethod }
  | { type: 'payment.extra.add'; item: PaymentExtraItem }
  | { type: 'payment.extra.remove'; index: number }
  | { type: 'payment.transactionId'; value: string }
  | { type: 'payment.notes'; value: string }
  | { type: 'payment.next' }
  | { type: 'payment.back' }
  | { type: 'payment.sendBankDetails' }
  | { type: 'payment.submit'; idempotencyKey: string };

export function extraItemsCents(items: readonly PaymentExtraItem[]): number {
  return items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
}

/** What the payment records: the whole balance plus the extra items (cents). */
export function paymentAmountCents(
  context: Pick<PaymentModalContext, 'balanceCents' | 'extraItems'>,
) {
  return Math.max(0, context.balanceCents) + extraItemsCents(context.extraItems);
}

/** The transaction id's error, or null when it is usable (§5 'Bank transfer'). */
export function transactionIdIssue(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return PAYMENT_MESSAGES.transactionIdRequired;
  if (trimmed.length < MIN_TRANSACTION_ID_LENGTH) return PAYMENT_MESSAGES.transactionIdMin;
  return null;
}

/** The payment payload of spec part 2 §3, amounts in rupees. */
export function paymentPayload(context: PaymentModalContext): PaymentPayload {
  const items = context.extraItems.map((item) => ({
    name: item.name,
    price: centsToRupees(item.priceCents),
    quantity: item.quantity,
  }));
  return {
    method: context.method,
    amount: centsToRupees(paymentAmountCents(context)),
    status: 'completed',
    ...(context.method === 'bank_transfer' ? { transactionId: context.transactionId.trim() } : {}),
    ...(context.notes.trim() ? { notes: context.notes.trim() } : {}),
    extraCharges: { items, total: centsToRupees(extraItemsCents(context.extraItems)) },
  };
}

export const paymentModalMachine = setup({
  types: {
    context: {} as PaymentModalContext,
    events: {} as PaymentModalEvent,
    input: {} as { balanceCents: number },
  },
  actors: {
    // The amount shown to the cashier and the extra items behind it: the server prices the mail
    // from the order and the items, and only checks the amount.
    sendBankDetails: fromPromise<
      BankDetailsResult,
      { amount: number; extraCharges: PaymentPayload['extraCharges'] }
    >(async () => {
      throw new Error('not provided: sendBankDetails');
    }),
    addPayment: fromPromise<unknown, { payload: PaymentPayload; idempotencyKey: string }>(
      async () => {
        throw new Error('not provided: addPayment');
      },
    ),
  },
  guards: {
    isBankTransfer: ({ context }) => context.method === 'bank_transfer',
    isCash: ({ context }) => context.method === 'cash',
    hasTransactionId: ({ context }) => transactionIdIssue(context.transactionId) === null,
  },
  actions: {
    storeKey: assign((_, params: { key: string }) => ({ idempotencyKey: params.key, error: null })),
  },
}).createMachine({
  id: 'paymentModal',
  context: ({ input }) => ({
    balanceCents: input.balanceCents,
    method: 'cash',
    extraItems: [],
    transactionId: '',
    notes: '',
    transactionIdError: null,
    error: null,
    bankNotice: null,
    idempotencyKey: null,
  }),
  on: {
    'payment.notes': { actions: assign({ notes: ({ event }) => event.value }) },
  },
  initial: 'method',
  states: {
    method: {
      on: {
        'payment.method': {
          actions: assign({ method: ({ event }) => event.method, error: null }),
        },
        'payment.extra.add': {
          guard: ({ context, event }) =>
            context.extraItems.length < ORDER_LIMITS.maxExtraItems &&
            event.item.name.trim() !== '' &&
            event.item.priceCents > 0 &&
            event.item.quantity >= 1,
          actions: assign({
            extraItems: ({ context, event }) => {
              const name = event.item.name.trim();
              const same = context.extraItems.findIndex(
                (item) => item.name === name && item.priceCents === event.item.priceCents,
              );
              // Adding the same item again counts it once more.
              if (same >= 0)
                return context.extraItems.map((item, index) =>
                  index === same
                    ? { ...item, quantity: item.quantity + event.item.quantity }
                    : item,
                );
              return [...context.extraItems, { ...event.item, name }];
            },
          }),
        },
        'payment.extra.remove': {
          actions: assign({
            extraItems: ({ context, event }) =>
              context.extraItems.filter((_, index) => index !== event.index),
          }),
        },
        'payment.next': { guard: 'isBankTransfer', target: 'bank_details' },
        'payment.submit': {
          guard: 'isCash',
          target: 'submitting',
          actions: { type: 'storeKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
        },
      },
    },
    bank_details: {
      on: {
        'payment.back': 'method',
        'payment.next': 'transaction_id',
        'payment.sendBankDetails': 'sending_bank_details',
      },
    },
    sending_bank_details: {
      tags: ['busy'],
      invoke: {
        src: 'sendBankDetails',
        input: ({ context }) => ({
          amount: centsToRupees(paymentAmountCents(context)),
          extraCharges: paymentPayload(context).extraCharges,
        }),
        // Whatever happens, the flow goes on to the transaction step (§4 'Payment').
        onDone: {
          target: 'transaction_id',
          actions: assign({
            bankNotice: ({ event }) =>
              event.output.warning
                ? { tone: 'warning' as const, text: event.output.warning }
                : {
                    tone: 'success' as const,
                    text: event.output.message ?? PAYMENT_MESSAGES.bankDetailsSent,
                  },
          }),
        },
        onError: {
          target: 'transaction_id',
          actions: assign({
            bankNotice: () => ({
              tone: 'warning' as const,
              text: PAYMENT_MESSAGES.bankDetailsFailed,
            }),
          }),
        },
      },
    },
    transaction_id: {
      on: {
        'payment.back': 'bank_details',
        'payment.sendBankDetails': 'sending_bank_details',
        'payment.transactionId': {
          actions: assign({ transactionId: ({ event }) => event.value, transactionIdError: null }),
        },
        'payment.submit': [
          {
            guard: 'hasTransactionId',
            target: 'submitting',
            actions: { type: 'storeKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
          },
          {
            actions: assign({
              transactionIdError: ({ context }) => transactionIdIssue(context.transactionId),
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'addPayment',
        input: ({ context }) => ({
          payload: paymentPayload(context),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'done' },
        onError: [
          {
            guard: 'isCash',
            target: 'method',
            actions: assign({
              error: ({ event }) => errorMessage(event.error, PAYMENT_MESSAGES.addFailed),
            }),
          },
          {
            target: 'transaction_id',
            actions: assign({
              error: ({ event }) => errorMessage(event.error, PAYMENT_MESSAGES.addFailed),
            }),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
