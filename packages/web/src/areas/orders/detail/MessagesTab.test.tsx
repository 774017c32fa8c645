import {
  createFakeBackend,
  fakeOrderBackend,
  makeOrder,
  makeUser,
  ORDER_ID,
} from '@laundry/api-client/testing';
import type { OrderMessage, Role } from '@laundry/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

const text =
  'Campus Clean Laundry: your laundry ORD-000123 is ready for collection. Track: https://laundry.example.lk/track?t=abc';

const failedSms: OrderMessage = {
  _id: '44444444-4444-4444-8444-444444444444',
  channel: 'sms',
  event: 'ready',
  to: '0771234567',
  text,
  state: 'failed',
  error: 'SMS gateway answered 400: Insufficient credit',
  attempts: 1,
  createdAt: '2026-03-02T04:30:00.000Z',
  sentAt: null,
  whatsappUrl: null,
};
const whatsapp: OrderMessage = {
  ...failedSms,
  _id: '55555555-5555-4555-8555-555555555555',
  channel: 'whatsapp',
  event: 'out_for_delivery',
  state: 'waiting',
  error: null,
  attempts: 0,
  whatsappUrl: `https://wa.me/94771234567?text=${encodeURIComponent(text)}`,
};

/** The order page's first render loads its area's chunk: slow on a busy machine. */
const messageItem = async (name: string) => {
  await screen.findByRole('heading', { level: 1, name: 'ORD-000123' }, { timeout: 20_000 });
  return screen.findByRole('listitem', { name }, { timeout: 10_000 });
};

function setup(messages: OrderMessage[], role: Role = 'cashier') {
  const backend = fakeOrderBackend(makeOrder(), { messages });
  const view = renderApp({
    path: `/orders/${ORDER_ID}?tab=messages`,
    signedInAs: makeUser(role),
    api: createFakeBackend({ route: backend.route }),
  });
  return { ...view, backend };
}

describe("the order's Messages tab (issue 25)", { timeout: 40_000 }, () => {
  it('shows a failed SMS with its reason, and Resend sends it again', async () => {
    const { user, backend } = setup([failedSms]);
    const item = await messageItem('Ready for collection by SMS');
    expect(within(item).getByText('Failed')).toBeVisible();
    expect(
      within(item).getByText('Failed: SMS gateway answered 400: Insufficient credit'),
    ).toBeVisible();
    expect(within(item).getByText(text)).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Resend' }));
    expect(await within(item).findByText('Sent')).toBeVisible();
    expect(backend.messageActions).toEqual([{ messageId: failedSms._id, action: 'resend' }]);
    expect(await screen.findByText('Message queued again')).toBeVisible();
  });

  it('gives the cashier the WhatsApp link with the text filled in, and records it once opened', async () => {
    const { user, backend } = setup([whatsapp]);
    const item = await messageItem('Out for delivery by WhatsApp');
    const link = within(item).getByRole('link', { name: 'Send on WhatsApp' });
    expect(link).toHaveAttribute('href', whatsapp.whatsappUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(item).queryByRole('button', { name: 'Resend' })).toBeNull();
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(await within(item).findByText('Sent')).toBeVisible();
    expect(backend.messageActions).toEqual([{ messageId: whatsapp._id, action: 'whatsapp-sent' }]);
  });

  it('says when there is no message yet', async () => {
    setup([]);
    expect(
      await screen.findByText('No messages about this order yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
