import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BankDetailsResult,
  type PaymentPayload,
  paymentModalMachine,
  transactionIdIssue,
} from './paymentModalMachine';

function start(options: { sendFails?: boolean; warning?: string; payFails?: boolean } = {}) {
  const sent: { payload: PaymentPayload; idempotencyKey: string }[] = [];
  const mailed: { amount: number; extraCharges: PaymentPayload['extraCharges'] }[] = [];
  const machine = paymentModalMachine.provide({
    actors: {
      sendBankDetails: fromPromise<
        BankDetailsResult,
        { amount: number; extraCharges: PaymentPayload['extraCharges'] }
      >(async ({ input }) => {
        mailed.push(input);
        if (options.sendFails) throw new Error('down');
        return { message: 'sent', warning: options.warning ?? null };
      }),
      addPayment: fromPromise(async ({ input }) => {
        sent.push(input);
        if (options.payFails) throw new Error('Payment exceeds the balance');
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { balanceCents: 1025_00 } }).start();
  return { actor, sent, mailed };
}

describe('paymentModalMachine', () => {
  it('takes cash for the balance plus the extra items', async () => {
    const { actor, sent } = start();
    actor.send({
      type: 'payment.extra.add',
      item: { name: 'Wooden Hanger', priceCents: 50_00, quantity: 1 },
    });
    actor.send({
      type: 'payment.extra.add',
      item: { name: 'Wooden Hanger', priceCents: 50_00, quantity: 1 },
    });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-1' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[0]?.idempotencyKey).toBe('k-1');
    expect(sent[0]?.payload).toEqual({
      method: 'cash',
      amount: 1125,
      status: 'completed',
      extraCharges: { items: [{ name: 'Wooden Hanger', price: 50, quantity: 2 }], total: 100 },
    });
  });

  it('walks a bank transfer through bank details and a transaction id of 3+ characters', async () => {
    const { actor, sent } = start({ warning: 'email service not configured' });
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    expect(actor.getSnapshot().value).toBe('bank_details');
    actor.send({ type: 'payment.sendBankDetails' });
    await waitFor(actor, (s) => s.matches('transaction_id'));
    expect(actor.getSnapshot().context.bankNotice).toEqual({
      tone: 'warning',
      text: 'email service not configured',
    });
    actor.send({ type: 'payment.transactionId', value: 'ab' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-2' });
    expect(actor.getSnapshot().context.transactionIdError).toBe(
      'Transaction ID must be at least 3 characters',
    );
    actor.send({ type: 'payment.transactionId', value: 'TX123' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-3' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload.transactionId).toBe('TX123');
  });

  it('mails bank details with the extra items behind the amount, for the server to price', async () => {
    const { actor, mailed } = start();
    actor.send({
      type: 'payment.extra.add',
      item: { name: 'Garment Bag', priceCents: 100_00, quantity: 1 },
    });
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.sendBankDetails' });
    await waitFor(actor, (s) => s.matches('transaction_id'));
    expect(mailed).toEqual([
      {
        amount: 1125,
        extraCharges: { items: [{ name: 'Garment Bag', price: 100, quantity: 1 }], total: 100 },
      },
    ]);
  });

  it('goes on to the transaction step when sending bank details fails', async () => {
    const { actor } = start({ sendFails: true });
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.sendBankDetails' });
    await waitFor(actor, (s) => s.matches('transaction_id'));
    expect(actor.getSnapshot().context.bankNotice?.text).toBe(
      'Failed to send bank details. Please inform customer manually.',
    );
  });

  it('shows the server refusal and stays on the step', async () => {
    const { actor } = start({ payFails: true });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-4' });
    await waitFor(actor, (s) => s.matches('method') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Payment exceeds the balance');
  });

  it('checks the transaction id', () => {
    expect(transactionIdIssue('  ')).toBe('Transaction ID is required');
    expect(transactionIdIssue('abc')).toBeNull();
  });
});
