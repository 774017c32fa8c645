import {
  fail,
  makeDraftOrder,
  regularCustomer,
  studentCustomer,
} from '@laundry/api-client/testing';
import {
  addDays,
  calendarDate,
  DEFAULT_BUSINESS_TIME_ZONE,
  instantOfWallClock,
} from '@laundry/domain';
import { dayText } from '@laundry/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseService, pickCustomer, renderOrderForm } from '../../../test/renderOrderForm';
import { orderDrafts } from './orderDrafts';

const setup = renderOrderForm;

// Every test's first page is the same history entry: no test may find another's unsaved order.
afterEach(() => orderDrafts.clear());

/** The amount the price breakdown shows against a label (its <dd>). */
function amountOf(summary: HTMLElement, label: string) {
  return within(summary).getByText(label).nextElementSibling;
}

describe('the order form', () => {
  it('shows the spec messages: customer, service, weight, pickup street and city', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    await screen.findByRole('heading', { name: '1. Customer' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a customer to continue')).toBeVisible();

    await pickCustomer(view, 'Rizwan');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Service is required')).toBeVisible();

    await chooseService(view, 'Wash and Dry');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Weight is required')).toBeVisible();
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '0.05');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Weight must be at least 0.1 kg')).toBeVisible();
    await user.clear(screen.getByLabelText(/Weight \(kg\)/));
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '2');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: '3. Delivery' });
    await user.click(screen.getByRole('checkbox', { name: /Pickup required/ }));
    const street = screen.getByLabelText(/Pickup street/) as HTMLInputElement;
    expect(street.value).toBe('14 Station Road');
    await user.clear(street);
    await user.clear(screen.getByLabelText(/Pickup city/));
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Street address is required')).toBeVisible();
    expect(screen.getByText('City is required')).toBeVisible();
    expect(view.fake.creates).toEqual([]);
  });

  it('previews the student discount and the express fee, and saves with one key', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    await screen.findByRole('heading', { name: '1. Customer' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('combobox', { name: 'Search customers' }),
      ),
    );
    await pickCustomer(view, 'Kasuni');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '3');
    await user.click(screen.getByRole('checkbox', { name: /Express service/ }));
    const summary = screen.getByLabelText('Price breakdown');
    await waitFor(() => expect(summary.textContent).toContain('Student discount (10%)'));
    // 3 kg × LKR 350 = 1,050; −105 student; +100 express = 1,045.
    expect(amountOf(summary, 'Subtotal')).toHaveTextContent(/^LKR 1,050$/);
    expect(amountOf(summary, 'Student discount (10%)')).toHaveTextContent(/^− LKR 105$/);
    expect(amountOf(summary, 'Express service')).toHaveTextContent(/^LKR 100$/);
    expect(within(summary).getByTestId('order-total')).toHaveTextContent(/^LKR 1,045$/);

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/orders/order-new'));
    expect(view.fake.creates).toHaveLength(1);
    expect(view.fake.creates[0]?.key).toMatch(/.{8,}/);
    // The saved order's page is drawn from the create's answer, without reading the order again.
    await screen.findByRole('heading', { level: 1, name: /ORD-/ }, { timeout: 5000 });
    expect(view.api.calls('GET', '/orders/order-new')).toEqual([]);
    expect(view.fake.creates[0]?.body).toMatchObject({
      customerId: studentCustomer._id,
      items: [{ serviceId: 'svc-wash', weight: 3, quantity: 1 }],
      isExpressService: true,
    });
  });

  it('sends the pickup date and time typed day first, and shows when the order will be ready', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '2');
    expect(await screen.findByTestId('order-ready-by')).toHaveTextContent(
      /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (am|pm)$/,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: '3. Delivery' });
    await user.click(screen.getByRole('checkbox', { name: /Pickup required/ }));
    const day = addDays(calendarDate(new Date(), DEFAULT_BUSINESS_TIME_ZONE), 3);
    await user.type(screen.getByRole('textbox', { name: 'Pickup date' }), dayText(day));
    // A day without a time yet takes the morning round, 09:00.
    expect(screen.getByLabelText('Pickup time')).toHaveValue('09:00');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(view.fake.creates).toHaveLength(1));
    expect(view.fake.creates[0]?.body).toMatchObject({
      pickupRequired: true,
      pickupDate: instantOfWallClock(day, '09:00', DEFAULT_BUSINESS_TIME_ZONE)?.toISOString(),
    });
  });

  it('refuses a pickup date in the past before sending anything', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: '3. Delivery' });
    await user.click(screen.getByRole('checkbox', { name: /Pickup required/ }));
    const yesterday = addDays(calendarDate(new Date(), DEFAULT_BUSINESS_TIME_ZONE), -1);
    await user.type(screen.getByRole('textbox', { name: 'Pickup date' }), dayText(yesterday));
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Pickup date cannot be in the past')).toBeVisible();
    expect(view.fake.creates).toEqual([]);
  });

  it('previews the configured tax, as the server prices it', async () => {
    const view = setup('/orders/new', {}, 1000);
    const { user } = view;
    await screen.findByRole('heading', { name: '1. Customer' });
    await pickCustomer(view, 'Kasuni');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '3');
    const summary = screen.getByLabelText('Price breakdown');
    await waitFor(() => expect(summary.textContent).toContain('Student discount (10%)'));
    // 3 kg × LKR 350 = 1,050; −105 student = 945; 10% tax 94.50: 1,039.50.
    await waitFor(() => expect(amountOf(summary, 'Tax')).toHaveTextContent(/^LKR 94\.50$/));
    expect(within(summary).getByTestId('order-total')).toHaveTextContent(/^LKR 1,039\.50$/);
  });

  it('reuses the Idempotency-Key when a failed submission is tried again', async () => {
    const view = setup(`/orders/new?customerId=${regularCustomer._id}`, {
      createAnswers: [fail(503, 'Service unavailable')],
    });
    const { user } = view;
    await screen.findByRole('heading', { name: '2. Services' });
    await chooseService(view, 'Ironing');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Service unavailable')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/orders/order-new'));
    expect(view.fake.creates).toHaveLength(2);
    expect(view.fake.creates[1]?.key).toBe(view.fake.creates[0]?.key);
  });

  it('creates one order on a double click', async () => {
    const view = setup(`/orders/new?customerId=${regularCustomer._id}`);
    await screen.findByRole('heading', { name: '2. Services' });
    await chooseService(view, 'Ironing');
    await view.user.dblClick(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/orders/order-new'));
    expect(view.fake.creates).toHaveLength(1);
  });

  it('opens at step 2 with a preselected customer', async () => {
    setup(`/orders/new?customerId=${studentCustomer._id}`);
    await screen.findByRole('heading', { name: '2. Services' });
    expect(screen.getByLabelText('Selected customer').textContent).toContain('Kasuni Fernando');
  });

  it('refuses to edit a locked order with its reason', async () => {
    setup('/orders/edit/order-1', {
      order: makeDraftOrder({
        orderPhase: 'processing',
        isEditable: false,
        editLockedReason: 'Order is being processed and cannot be edited',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Locked' })).toBeVisible();
    expect(screen.getByText(/Order is being processed and cannot be edited/)).toBeVisible();
  });

  it('shows Order Not Found for a missing order', async () => {
    setup('/orders/edit/nope');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    expect(
      screen.getByText("The order you're trying to edit doesn't exist or has been deleted."),
    ).toBeVisible();
  });

  it('edits an order at its version', async () => {
    const view = setup('/orders/edit/order-1', { order: makeDraftOrder() });
    const { user } = view;
    await screen.findByRole('heading', { name: '2. Services' });
    expect(((await screen.findByLabelText(/Weight \(kg\)/)) as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByRole('checkbox', { name: /Express service/ }));
    await user.click(screen.getByRole('button', { name: 'Update Order' }));
    await waitFor(() => expect(view.fake.updates).toHaveLength(1));
    expect(view.fake.updates[0]?.body).toMatchObject({ version: 3, isExpressService: true });
  });
});

describe('a new customer inside the order (issue 26)', () => {
  it('offers Add customer for an unknown phone, filled with it, and goes on with them chosen', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    const search = await screen.findByRole('combobox', { name: 'Search customers' });
    if (document.activeElement !== search) await user.click(search);
    await user.keyboard('0771234567');
    await user.click(await screen.findByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    expect(within(dialog).getByLabelText(/Phone/)).toHaveValue('0771234567');
    await user.type(within(dialog).getByLabelText(/Full name/i), 'Nimal Perera');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    await screen.findByRole('heading', { name: '2. Services' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Selected customer' })).getByText('Nimal Perera'),
    ).toBeVisible();
  });

  it('keeps the order form when the new customer is refused, the message by its field', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    const search = await screen.findByRole('combobox', { name: 'Search customers' });
    if (document.activeElement !== search) await user.click(search);
    await user.keyboard('Nimal');
    await user.click(await screen.findByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    expect(within(dialog).getByLabelText(/Full name/i)).toHaveValue('Nimal');
    await user.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    expect(
      await within(dialog).findByText('Please enter a valid phone number (10-15 digits)'),
    ).toBeVisible();
    // The dialog's submit is its own: the order form behind it did not try to go on.
    expect(screen.queryByText('Please select a customer to continue')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: '1. Customer' })).toBeVisible();
    expect(view.fake.creates).toEqual([]);
  });

  it('offers nothing while a search finds someone', async () => {
    const view = setup('/orders/new');
    const { user } = view;
    const search = await screen.findByRole('combobox', { name: 'Search customers' });
    if (document.activeElement !== search) await user.click(search);
    await user.keyboard('Rizwan');
    await screen.findByRole('option', { name: /Rizwan/ });
    expect(screen.queryByRole('button', { name: 'Add customer' })).toBeNull();
  });
});

describe('nothing lost (issue 26)', () => {
  it('asks before a started order is left; Stay keeps it, and Forward after leaving brings it back', async () => {
    const view = setup('/orders/new');
    const { user, router } = view;
    await pickCustomer(view, 'Rizwan');
    await chooseService(view, 'Wash and Dry');
    await user.type(screen.getByLabelText(/Weight \(kg\)/), '3');

    await act(() => router.navigate('/customers'));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave this order?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/orders/new');
    expect(screen.getByLabelText(/Weight \(kg\)/)).toHaveValue(3);

    await act(() => router.navigate('/customers'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Customer Management' });
    // Back in the browser's history: the order as it was left.
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText(/Weight \(kg\)/, {}, { timeout: 10_000 })).toHaveValue(3);
    expect(
      within(screen.getByRole('region', { name: 'Selected customer' })).getByText(/Rizwan/),
    ).toBeVisible();
  });

  it('leaves an untouched form without asking', async () => {
    const { router } = setup('/orders/new');
    await screen.findByRole('combobox', { name: 'Search customers' }, { timeout: 10_000 });
    await act(() => router.navigate('/customers'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
