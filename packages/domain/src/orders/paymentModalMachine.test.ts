import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PAYMENT_AMOUNT_MESSAGES, transactionIdIssue } from '../payments';
import type { ConfirmOrder } from './confirmItems';
import {
  type BankDetailsResult,
  cashChangeCents,
  type PaymentPayload,
  paymentAmountCents,
  paymentModalMachine,
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
    // Kept in the outbox, not sent: said so (issue 26), and the screen asks to inform manually.
    expect(actor.getSnapshot().context.bankNotice).toEqual({
      tone: 'warning',
      text: 'Saved to the outbox — not sent: no mail server is configured.',
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

  it('takes cash with an amount tendered and gives the change', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.tendered', cents: 2000_00 });
    expect(cashChangeCents(actor.getSnapshot().context)).toBe(975_00);
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-5' });
    await waitFor(actor, (s) => s.matches('done'));
    // The tendered notes stay at the counter: the payment records what was paid.
    expect(sent[0]?.payload.amount).toBe(1025);
  });

  it('refuses cash tendered short of the amount, and pays once it covers it', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.tendered', cents: 1000_00 });
    expect(cashChangeCents(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-6' });
    expect(actor.getSnapshot().context.tenderedError).toBe(
      'The cash tendered is less than the amount to pay',
    );
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    actor.send({ type: 'payment.tendered', cents: 1025_00 });
    expect(actor.getSnapshot().context.tenderedError).toBeNull();
    expect(cashChangeCents(actor.getSnapshot().context)).toBe(0);
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-7' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(1);
  });

  it('takes a deposit: a part of the balance, the rest stays due', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.amount', cents: 500_00 });
    actor.send({ type: 'payment.tendered', cents: 1000_00 });
    expect(cashChangeCents(actor.getSnapshot().context)).toBe(500_00);
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-8' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[0]?.payload.amount).toBe(500);
  });

  it('refuses an amount of nothing or more than is due, naming what is due', () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.amount', cents: 0 });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-9' });
    expect(actor.getSnapshot().context.amountError).toBe('The payment must be more than LKR 0');
    actor.send({ type: 'payment.amount', cents: 1025_01 });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-10' });
    expect(actor.getSnapshot().context.amountError).toBe(
      'The payment is more than the LKR 1,025.00 due',
    );
    // Emptying the field pays everything due again.
    actor.send({ type: 'payment.amount', cents: null });
    expect(paymentAmountCents(actor.getSnapshot().context)).toBe(1025_00);
    expect(sent).toHaveLength(0);
  });

  it('records a part payment by bank transfer and still mails everything due', async () => {
    const { actor, sent, mailed } = start();
    actor.send({ type: 'payment.amount', cents: 300_00 });
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.sendBankDetails' });
    await waitFor(actor, (s) => s.matches('transaction_id'));
    actor.send({ type: 'payment.transactionId', value: 'TX900' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-11' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(mailed[0]?.amount).toBe(1025);
    expect(sent[0]?.payload).toMatchObject({ method: 'bank_transfer', amount: 300 });
  });

  it('checks the transaction id', () => {
    expect(transactionIdIssue('  ')).toBe('Transaction ID is required');
    expect(transactionIdIssue('abc')).toBeNull();
  });
});

describe('paymentModalMachine: tags and failure as a state', () => {
  function failingOnce() {
    const sent: { payload: PaymentPayload; idempotencyKey: string }[] = [];
    const machine = paymentModalMachine.provide({
      actors: {
        sendBankDetails: fromPromise<
          BankDetailsResult,
          { amount: number; extraCharges: PaymentPayload['extraCharges'] }
        >(async () => ({
          message: 'sent',
        })),
        addPayment: fromPromise(async ({ input }) => {
          sent.push(input);
          if (sent.length === 1) throw new Error('Payment exceeds the balance');
          return {};
        }),
      },
    });
    const actor = createActor(machine, { input: { balanceCents: 500_00 } }).start();
    return { actor, sent };
  }

  it('tags each step with what the screen shows and whether it takes input', () => {
    const { actor } = start();
    const tags = () => [...actor.getSnapshot().tags].sort();
    expect(tags()).toEqual(['editable', 'step.method']);
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    expect(tags()).toEqual(['step.bank_details']);
    actor.send({ type: 'payment.next' });
    expect(tags()).toEqual(['editable', 'step.transaction_id']);
  });

  it('is busy while sending the bank details, on the bank-details step', () => {
    const { actor } = start();
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.sendBankDetails' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.hasTag('sending')).toBe(true);
    expect(snapshot.hasTag('step.bank_details')).toBe(true);
    expect(snapshot.hasTag('editable')).toBe(false);
  });

  it('takes no edits while a payment is submitting', () => {
    const { actor } = start();
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-1' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('submitting')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.hasTag('step.method')).toBe(true);
    expect(snapshot.can({ type: 'payment.method', method: 'bank_transfer' })).toBe(false);
    expect(
      snapshot.can({
        type: 'payment.extra.add',
        item: { name: 'Hanger', priceCents: 100, quantity: 1 },
      }),
    ).toBe(false);
  });

  it('keeps a refused cash payment failed with its message, then retries with a new key', async () => {
    const { actor, sent } = failingOnce();
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-1' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    const failed = actor.getSnapshot();
    expect(failed.context.error).toBe('Payment exceeds the balance');
    expect(failed.hasTag('step.method')).toBe(true);
    expect(failed.hasTag('editable')).toBe(true);
    expect(failed.hasTag('busy')).toBe(false);

    // Corrections keep the message until the retry.
    actor.send({
      type: 'payment.extra.add',
      item: { name: 'Hanger', priceCents: 50_00, quantity: 1 },
    });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.extraItems).toHaveLength(1);

    actor.send({ type: 'payment.submit', idempotencyKey: 'k-2' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((call) => call.idempotencyKey)).toEqual(['k-1', 'k-2']);
    expect(sent[1]?.payload.amount).toBe(550);
  });

  it('clears the failure when the cashier picks another method', async () => {
    const { actor } = failingOnce();
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-1' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(false);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.can({ type: 'payment.next' })).toBe(true);
  });

  it('keeps a refused bank transfer on the transaction step, failed, and retries it', async () => {
    const { actor, sent } = failingOnce();
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.transactionId', value: 'TX-1' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-1' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().hasTag('step.transaction_id')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Payment exceeds the balance');
    // A bad id is still caught on the retry, and the failure remains.
    actor.send({ type: 'payment.transactionId', value: 'x' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-2' });
    expect(actor.getSnapshot().context.transactionIdError).toBe(
      'Transaction ID must be at least 3 characters',
    );
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'payment.transactionId', value: 'TX-2' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-3' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.map((call) => call.payload.transactionId)).toEqual(['TX-1', 'TX-2']);
  });

  it('refuses an unusable extra item: no name, no price, no piece', () => {
    const { actor } = start();
    for (const item of [
      { name: '  ', priceCents: 100, quantity: 1 },
      { name: 'Hanger', priceCents: 0, quantity: 1 },
      { name: 'Hanger', priceCents: 100, quantity: 0 },
    ]) {
      expect(actor.getSnapshot().can({ type: 'payment.extra.add', item })).toBe(false);
    }
    actor.send({
      type: 'payment.extra.add',
      item: { name: ' Hanger ', priceCents: 100, quantity: 1 },
    });
    expect(actor.getSnapshot().context.extraItems).toEqual([
      { name: 'Hanger', priceCents: 100, quantity: 1 },
    ]);
  });
});

describe('paymentModalMachine: extra items carry the order’s tax', () => {
  const taxedOrder: ConfirmOrder = {
    lines: [
      {
        itemId: 'a',
        serviceName: 'Ironing',
        priceType: 'flat_rate',
        clothingCategory: 'normal_clothes',
        unitPriceCents: 800_00,
        quantity: 1,
        weight: 0,
      },
    ],
    isExpressService: false,
    pickupChargesCents: 0,
    deliveryChargesCents: 0,
    extraItems: [],
    discount: null,
    taxRateBasisPoints: 1000,
    totalAmountCents: 880_00,
    paidAmountCents: 0,
  };

  it('asks the balance plus the extras with their 10% tax, as the server charges them', () => {
    const actor = createActor(paymentModalMachine, {
      input: { balanceCents: 880_00, pricingOrder: taxedOrder },
    }).start();
    actor.send({
      type: 'payment.extra.add',
      item: { name: 'Hanger', priceCents: 50_00, quantity: 2 },
    });
    // 880 + (100 + 10 tax).
    expect(paymentAmountCents(actor.getSnapshot().context)).toBe(990_00);
  });
});

describe('paymentModalMachine extra items, notes and steps', () => {
  const hanger = { name: 'Wooden Hanger', priceCents: 50_00, quantity: 1 };
  const bag = { name: 'Garment Bag', priceCents: 100_00, quantity: 1 };
  const itemsOf = (actor: ReturnType<typeof start>['actor']) =>
    actor.getSnapshot().context.extraItems.map(({ name, priceCents, quantity }) => ({
      name,
      priceCents,
      quantity,
    }));

  it('counts an item once more only when its name and price are the same', () => {
    const { actor } = start();
    actor.send({ type: 'payment.extra.add', item: hanger });
    actor.send({ type: 'payment.extra.add', item: bag });
    actor.send({ type: 'payment.extra.add', item: { ...bag, name: ' Garment Bag ' } });
    actor.send({ type: 'payment.extra.add', item: { ...hanger, priceCents: 60_00 } });
    actor.send({ type: 'payment.extra.add', item: { ...hanger, name: 'Plastic Hanger' } });
    expect(itemsOf(actor)).toEqual([
      hanger,
      { ...bag, quantity: 2 },
      { ...hanger, priceCents: 60_00 },
      { ...hanger, name: 'Plastic Hanger' },
    ]);
    actor.send({ type: 'payment.extra.remove', index: 1 });
    expect(itemsOf(actor).map((item) => item.name)).toEqual([
      'Wooden Hanger',
      'Wooden Hanger',
      'Plastic Hanger',
    ]);
  });

  it('refuses an item without a name, a price or a piece, and a 21st item', () => {
    const { actor } = start();
    actor.send({ type: 'payment.extra.add', item: { ...hanger, name: '  ' } });
    actor.send({ type: 'payment.extra.add', item: { ...hanger, priceCents: 0 } });
    actor.send({ type: 'payment.extra.add', item: { ...hanger, quantity: 0 } });
    expect(itemsOf(actor)).toEqual([]);
    for (let n = 1; n <= 21; n += 1) {
      actor.send({ type: 'payment.extra.add', item: { ...hanger, name: `Item ${n}` } });
    }
    expect(itemsOf(actor)).toHaveLength(20);
  });

  it('sends trimmed notes and a trimmed transaction id with the key of the submit', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.notes', value: '  paid by the mother ' });
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-3' });
    expect(actor.getSnapshot().context.transactionIdError).toBe('Transaction ID is required');
    actor.send({ type: 'payment.transactionId', value: ' TX-9 ' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-3' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([
      {
        idempotencyKey: 'k-3',
        payload: {
          method: 'bank_transfer',
          amount: 1025,
          status: 'completed',
          transactionId: 'TX-9',
          notes: 'paid by the mother',
          extraCharges: { items: [], total: 0 },
        },
      },
    ]);
  });

  it('leaves out notes of blanks', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.notes', value: '   ' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-6' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent[0]?.payload).not.toHaveProperty('notes');
  });

  it('goes to bank details only for a transfer, and submits from the first step only cash', () => {
    const { actor, sent } = start();
    actor.send({ type: 'payment.next' });
    expect(actor.getSnapshot().hasTag('step.method')).toBe(true);
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-4' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('confirms mailed bank details with the answer, or the spec text when it has none', async () => {
    const answers: [BankDetailsResult, string][] = [
      [{ message: 'Mailed to nimali@example.com' }, 'Mailed to nimali@example.com'],
      [{}, 'Bank details sent successfully via Email!'],
    ];
    for (const [result, text] of answers) {
      const actor = createActor(
        paymentModalMachine.provide({
          actors: {
            sendBankDetails: fromPromise<
              BankDetailsResult,
              { amount: number; extraCharges: PaymentPayload['extraCharges'] }
            >(async () => result),
          },
        }),
        { input: { balanceCents: 100_00 } },
      ).start();
      actor.send({ type: 'payment.method', method: 'bank_transfer' });
      actor.send({ type: 'payment.next' });
      actor.send({ type: 'payment.sendBankDetails' });
      await waitFor(actor, (s) => s.matches('transaction_id'));
      expect(actor.getSnapshot().context.bankNotice).toEqual({ tone: 'success', text });
    }
  });

  it('fails plainly when the screen has not supplied its calls', async () => {
    const actor = createActor(paymentModalMachine, { input: { balanceCents: 100_00 } }).start();
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.next' });
    actor.send({ type: 'payment.sendBankDetails' });
    await waitFor(actor, (s) => s.matches('transaction_id'));
    expect(actor.getSnapshot().context.bankNotice?.text).toBe(
      'Failed to send bank details. Please inform customer manually.',
    );
    actor.send({ type: 'payment.transactionId', value: 'TX-1' });
    actor.send({ type: 'payment.submit', idempotencyKey: 'k-5' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe('not provided: addPayment');
  });
});

describe('paymentModalMachine and the figures as typed (issue 37)', () => {
  it('never pays an amount or a tender refused as typed, nor change of LKR 5,000 or more', () => {
    const { actor, sent } = start();
    const submit = () => actor.send({ type: 'payment.submit', idempotencyKey: 'k' });
    actor.send({
      type: 'payment.amount',
      cents: 1234_50,
      issue: 'Amount paid now can have at most 2 decimals',
    });
    submit();
    expect(actor.getSnapshot().context.amountError).toBe(
      'Amount paid now can have at most 2 decimals',
    );
    actor.send({ type: 'payment.amount', cents: null, issue: null });
    actor.send({ type: 'payment.tendered', cents: null, issue: 'Cash tendered must be a number' });
    submit();
    expect(actor.getSnapshot().context.tenderedError).toBe('Cash tendered must be a number');
    // LKR 1,025 due: 6,025 leaves 5,000 in change, 6,024.99 just under.
    actor.send({ type: 'payment.tendered', cents: 6025_00 });
    submit();
    expect(actor.getSnapshot().context.tenderedError).toBe(PAYMENT_AMOUNT_MESSAGES.tenderedTooMuch);
    expect(sent).toEqual([]);
    actor.send({ type: 'payment.tendered', cents: 6024_99 });
    submit();
    expect(sent).toHaveLength(1);
  });
});
