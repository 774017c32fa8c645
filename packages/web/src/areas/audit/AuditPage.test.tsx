import { createFakeBackend, fail, makeUser, ok } from '@laundry/api-client/testing';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const owner = { _id: '10000000-0000-4000-8000-000000000001', name: 'Amara Silva' };
const points: AuditEntry = {
  _id: 'a-1',
  at: '2026-02-01T09:00:00.000Z',
  actor: owner,
  entity: 'customer',
  entityId: 'c-1',
  entityLabel: 'Nimali Perera',
  action: 'loyalty',
  before: { loyaltyPoints: 0, method: 'bank_transfer' },
  after: { loyaltyPoints: 500, method: 'cash' },
};
const hired: AuditEntry = {
  ...points,
  _id: 'a-2',
  entity: 'staff',
  entityId: 's-1',
  entityLabel: 'Dilani Jayasuriya',
  action: 'create',
  before: null,
  after: { position: 'Ironer' },
};

function setup(answer?: ReturnType<typeof fail>, path = '/audit') {
  const queries: URLSearchParams[] = [];
  const api = createFakeBackend({
    handlers: {
      'GET /audit/actors': () => ok({ actors: [owner] }),
      'GET /audit': ({ query }) => {
        queries.push(query);
        if (answer) return answer;
        const entity = query.get('entity');
        const entries = [points, hired].filter((entry) => !entity || entry.entity === entity);
        return ok({
          entries,
          pagination: {
            currentPage: Number(query.get('page') ?? 1),
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
            totalEntries: entries.length,
          },
        });
      },
    },
  });
  const rendered = renderApp({ path, signedInAs: makeUser('admin'), api });
  return { ...rendered, queries };
}

describe('Audit Log page', () => {
  it('lists each change with its record, action, fields, author and a link to the record', async () => {
    const { queries } = setup();
    const table = await screen.findByRole('table', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first] = within(table).getAllByRole('row') as HTMLElement[];
    const record = within(first as HTMLElement).getByRole('link', {
      name: 'Customer: Nimali Perera',
    });
    expect(record).toHaveAttribute('href', '/customers/c-1');
    expect(first?.textContent).toContain('Loyalty points');
    // Labels, not stored names (issue 26): no 'loyaltyPoints' or 'bank_transfer'.
    expect(first?.textContent).toContain('Loyalty points: 0 → 500');
    expect(first?.textContent).toContain('Method: Bank Transfer → Cash');
    expect(first?.textContent).not.toContain('bank_transfer');
    expect(first?.textContent).toContain('Amara Silva');
    // The list's definition decides the page size; the web sets none of its own.
    expect(queries[0]?.get('limit')).toBe(String(AUDIT_PAGE_SIZE));
  });

  it('filters by record through the address, back to page 1', async () => {
    const { user, router, queries } = setup(undefined, '/audit?page=2');
    await screen.findByRole('table', { name: 'Changes' });
    await user.click(screen.getByRole('combobox', { name: 'Record' }));
    await user.click(await screen.findByRole('option', { name: 'Staff' }));
    await waitFor(() => expect(router.state.location.search).toBe('?entity=staff'));
    await waitFor(() => expect(queries.at(-1)?.get('entity')).toBe('staff'));
    const table = await screen.findByRole('table', { name: 'Changes' });
    await waitFor(() => expect(within(table).queryByText(/Nimali Perera/)).toBeNull());
    expect(within(table).getByRole('link', { name: 'Staff: Dilani Jayasuriya' })).toBeVisible();
  });

  it('ignores a record kind it does not know in the address', async () => {
    const { queries } = setup(undefined, '/audit?entity=invoice');
    await screen.findByRole('table', { name: 'Changes' });
    expect(queries[0]?.get('entity')).toBeNull();
  });

  it('says so when the log cannot be read, with Try Again', async () => {
    setup(fail(500, 'Database unavailable'));
    expect(
      (await screen.findByText('Database unavailable', {}, { timeout: 10_000 })).textContent,
    ).toBe('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try Again' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a cashier, who may not read accounts, to the dashboard', async () => {
    const { router } = renderApp({
      path: '/audit',
      signedInAs: makeUser('cashier'),
      api: createFakeBackend({}),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Audit Log' })).toBeNull();
  });
});
