import {
  createFakeBackend,
  fail,
  fakeCustomerApi,
  makeCustomer,
  makeUser,
} from '@laundry/api-client/testing';
import type { Role } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const student = makeCustomer({
  _id: 'c-7',
  fullName: 'Ishan de Silva',
  phoneNumber: '0712223333',
  email: 'ishan@example.com',
  isStudent: true,
  campusId: 'IT2112345',
  institution: 'main-campus',
  eligibleForStudentDiscount: true,
  loyaltyPoints: 350,
  totalOrders: 0,
});

function setup(path: string, role: Role = 'admin') {
  const backend = fakeCustomerApi([student]);
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser(role), api });
  return { ...view, backend };
}

describe('/customers/{id}', () => {
  it('shows the overview: contact details, loyalty progress and the discount', async () => {
    setup('/customers/c-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ishan de Silva' }, { timeout: 10_000 }),
    ).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText('071-222-3333')).toBeVisible();
    expect(within(contact).getByText('IT2112345')).toBeVisible();
    expect(within(contact).getByText('Main Campus')).toBeVisible();

    const progress = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(progress).toHaveAttribute('aria-valuenow', '350');
    expect(progress).toHaveAttribute('aria-valuetext', '150 points to Gold');

    const discount = screen.getByRole('region', { name: 'Discount' });
    expect(await within(discount).findByText('Student discount: 10% off all orders')).toBeVisible();
    expect(within(discount).getByText('Every order')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Create Order' })).toHaveAttribute(
      'href',
      '/orders/new?customerId=c-7',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it("shows 'No orders yet' on the Orders and Analytics tabs of a new customer", async () => {
    const { user, router } = setup('/customers/c-7');
    await user.click(await screen.findByRole('tab', { name: 'Orders' }, { timeout: 10_000 }));
    expect(await screen.findByText('No orders yet')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=orders');

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Analytics' });
    expect(await within(panel).findByText('No orders yet')).toBeVisible();
    expect(within(panel).queryByText('Average Order Value')).toBeNull();
  });

  it("lists the customer's orders and their figures", async () => {
    const { backend } = setup('/customers/c-7?tab=orders');
    backend.setOrders('c-7', [
      {
        _id: 'o-2',
        orderNumber: 'ORD-0002',
        totalAmount: 2400,
        status: 'ready_for_pickup',
        createdAt: '2026-02-03T08:00:00.000Z',
      },
      {
        _id: 'o-1',
        orderNumber: 'ORD-0001',
        totalAmount: 1600,
        status: 'delivered',
        createdAt: '2026-01-20T08:00:00.000Z',
      },
    ]);
    const history = await screen.findByRole(
      'table',
      { name: 'Order history' },
      { timeout: 10_000 },
    );
    expect(await within(history).findByText('ORD-0002')).toBeVisible();
    expect(within(history).getByText('Ready for pickup')).toBeVisible();
    expect(within(history).getByText('Delivered')).toBeVisible();
  });

  it('hides Delete from a cashier', async () => {
    setup('/customers/c-7', 'cashier');
    await screen.findByRole('heading', { level: 1, name: 'Ishan de Silva' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeVisible();
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const { user, router } = setup('/customers/c-7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete customer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
  });

  it("says 'Customer not found' with a back button", async () => {
    const { user, router } = setup('/customers/nobody');
    expect(await screen.findByText('Customer not found', {}, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to customers' }));
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('treats an id that is not a customer id as not found', async () => {
    const { backend } = setup('/customers/abc');
    backend.fail('GET /customers/abc', fail(400, 'Invalid customer id', 'id'));
    expect(await screen.findByText('Customer not found', {}, { timeout: 10_000 })).toBeVisible();
  });

  it("says 'Failed to load customer analytics' when the analytics fail", async () => {
    const { backend } = setup('/customers/c-7?tab=analytics');
    backend.fail('GET /customers/c-7/analytics', fail(403, 'Not allowed'));
    expect(
      await screen.findByText('Failed to load customer analytics', {}, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
