import { createFakeBackend, fail, makeUser, ok } from '@laundry/api-client/testing';
import type { OutboxMessage } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const receipt: OutboxMessage = {
  _id: 'm-1',
  to: 'nimali@mail.lk',
  subject: 'Receipt ORD-000123 — Campus Clean Laundry',
  text: 'Campus Clean Laundry\nTotal: LKR 850.00\nLoyalty points earned: 8',
  state: 'waiting',
  error: null,
  channel: 'email',
  orderId: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  sentAt: null,
};
const refused: OutboxMessage = {
  ...receipt,
  _id: 'm-2',
  to: 'kasun@mail.lk',
  subject: 'Bank details for order ORD-000124',
  state: 'failed',
  error: 'connect ECONNREFUSED 127.0.0.1:587',
};

function setup(answer?: ReturnType<typeof fail>) {
  const queries: string[] = [];
  const api = createFakeBackend({
    handlers: {
      'GET /outbox': ({ query }) => {
        queries.push(query.toString());
        if (answer) return answer;
        const state = query.get('state');
        const messages = [receipt, refused].filter((message) => !state || message.state === state);
        return ok({
          messages,
          pagination: {
            currentPage: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
            totalMessages: messages.length,
          },
        });
      },
    },
  });
  const rendered = renderApp({ path: '/outbox', signedInAs: makeUser('admin'), api });
  return { ...rendered, queries };
}

describe('Outbox page', () => {
  it('lists the kept e-mails with their state and opens one to read it whole', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getByText('Not sent')).toBeVisible();
    expect(within(table).getByText('Failed')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: receipt.subject }));
    const dialog = await screen.findByRole('dialog', { name: receipt.subject });
    expect(within(dialog).getByLabelText('Message').textContent).toBe(receipt.text);
    expect(within(dialog).getByText(/Not sent yet: it waits here until it is sent/)).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(table).getByRole('button', { name: refused.subject }));
    const failed = await screen.findByRole('dialog', { name: refused.subject });
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
  });

  it('filters by state through the address', async () => {
    const { user, queries } = setup();
    await screen.findByRole('table', { name: 'Messages' });
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(queries.at(-1)).toContain('state=failed'));
    const table = await screen.findByRole('table', { name: 'Messages' });
    await waitFor(() => expect(within(table).queryByText(receipt.subject)).toBeNull());
  });

  it('says so when the outbox cannot be read', async () => {
    setup(fail(500, 'Database unavailable'));
    expect(await screen.findByText('Database unavailable', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('is not offered to a cashier', async () => {
    const api = createFakeBackend({});
    renderApp({ path: '/outbox', signedInAs: makeUser('cashier'), api });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Outbox' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Outbox' })).toBeNull();
  });
});
