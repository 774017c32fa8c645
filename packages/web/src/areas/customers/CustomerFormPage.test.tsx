import {
  createFakeBackend,
  fail,
  fakeCustomerApi,
  makeCustomer,
  makeUser,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

function setup(path: string, customers = [makeCustomer()]) {
  const backend = fakeCustomerApi(customers);
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path, signedInAs: makeUser('cashier'), api });
  return { ...view, backend };
}

const DISCOUNT_BANNER = 'This customer will receive a 10% discount on all orders';

describe('/customers/new', () => {
  it("shows the schema's messages and sends nothing", async () => {
    const { user, api } = setup('/customers/new');
    await user.click(
      await screen.findByRole('button', { name: 'Create Customer' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number (10-15 digits)')).toBeVisible();

    await user.type(screen.getByLabelText(/Full Name/), 'N');
    await user.type(screen.getByLabelText('Email'), 'nimali@');
    await user.click(screen.getByRole('checkbox', { name: 'This customer is a student' }));
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Student ID is required for students')).toBeVisible();
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);
    // Loyalty points are only edited on an existing customer.
    expect(screen.queryByLabelText('Loyalty Points')).toBeNull();
    // The language is asked with a label the eye can read, not only the screen reader.
    expect(
      screen.getByText('Language for messages and receipts', { selector: 'legend' }),
    ).toBeVisible();
    expect(
      screen.getByRole('radiogroup', { name: 'Language for messages and receipts' }),
    ).toBeVisible();
  });

  it('checks the student ID live and shows the discount banner once it is valid', async () => {
    const { user } = setup('/customers/new');
    await user.click(
      await screen.findByRole(
        'checkbox',
        { name: 'This customer is a student' },
        { timeout: 10_000 },
      ),
    );
    const studentId = screen.getByLabelText(/Student ID/) as HTMLInputElement;
    expect(screen.getByText('Student ID is required')).toBeVisible();

    await user.type(studentId, 'it 21');
    expect(studentId.value).toBe('IT21');
    expect(
      screen.getByText('Student ID must be at least 6 characters 2 more character(s) needed'),
    ).toBeVisible();

    await user.type(studentId, '1234');
    expect(screen.getByText(/^Invalid format for Main Campus\./)).toBeVisible();
    expect(screen.queryByText(DISCOUNT_BANNER)).toBeNull();

    await user.type(studentId, '5');
    expect(screen.getByText('✓ Valid student ID')).toBeVisible();
    expect(screen.getByText('Student Discount Eligible!')).toBeVisible();
    expect(screen.getByText(DISCOUNT_BANNER)).toBeVisible();
  });

  it('creates the customer, shows the message and returns to the list after 2 s', async () => {
    const { user, api, router } = setup('/customers/new');
    await user.type(
      await screen.findByLabelText(/Full Name/, {}, { timeout: 10_000 }),
      'Kasun Silva',
    );
    await user.type(screen.getByLabelText(/Phone Number/), '0719876543');
    await user.click(screen.getByRole('checkbox', { name: 'This customer is a student' }));
    await user.type(screen.getByLabelText(/Student ID/), 'IT2112345');
    await user.type(screen.getByLabelText('City'), 'Malabe');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Customer created successfully')).toBeVisible();
    expect(api.requests.find((call) => call.method === 'POST')?.body).toEqual({
      fullName: 'Kasun Silva',
      phoneNumber: '0719876543',
      isStudent: true,
      campusId: 'IT2112345',
      institution: 'main-campus',
      address: { city: 'Malabe' },
      messageChannel: 'sms',
      messagesOptOut: false,
      language: 'en',
    });
    expect(router.state.location.pathname).toBe('/customers/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'), {
      timeout: 3000,
    });
  });

  it('asks how the customer hears about orders: e-mail needs an address, WhatsApp or none', async () => {
    const { user, api } = setup('/customers/new');
    await user.type(
      await screen.findByLabelText(/Full Name/, {}, { timeout: 10_000 }),
      'Kasun Silva',
    );
    await user.type(screen.getByLabelText(/Phone Number/), '0719876543');
    const channels = screen.getByRole('group', { name: 'Messages about orders' });
    expect(within(channels).getByRole('radio', { name: 'SMS' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(channels).getByRole('radio', { name: 'E-mail' }));
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(
      await screen.findByText('An e-mail address is needed to send messages by e-mail'),
    ).toBeVisible();
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(channels).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: 'No messages about orders' }));
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Customer created successfully')).toBeVisible();
    expect(api.requests.find((call) => call.method === 'POST')?.body).toMatchObject({
      messageChannel: 'whatsapp',
      messagesOptOut: true,
    });
  });

  it("shows the server's refusal under the field it names, once, and focuses it", async () => {
    const { user } = setup('/customers/new', [makeCustomer({ phoneNumber: '0771234567' })]);
    await user.type(
      await screen.findByLabelText(/Full Name/, {}, { timeout: 10_000 }),
      'Someone Else',
    );
    await user.type(screen.getByLabelText(/Phone Number/), '0771234567');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    const messages = await screen.findAllByText('A customer with this phone number already exists');
    // Under the field only: no second copy in a banner.
    expect(messages).toHaveLength(1);
    const phone = screen.getByLabelText(/Phone Number/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });

  it('Cancel goes back to the list', async () => {
    const { user, router } = setup('/customers/new');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }, { timeout: 10_000 }));
    expect(router.state.location.pathname).toBe('/customers');
  });
});

describe('/customers/edit/{id}', () => {
  it('loads the customer and saves with PUT, sending the version it loaded and never the points', async () => {
    const customer = makeCustomer({
      _id: 'c-9',
      fullName: 'Tharushi Fernando',
      isStudent: true,
      campusId: 'IT2112345',
      institution: 'main-campus',
      eligibleForStudentDiscount: true,
      loyaltyPoints: 40,
    });
    const { user, api, router } = setup('/customers/edit/c-9', [customer]);
    const form = await screen.findByRole('form', { name: 'Edit customer' }, { timeout: 10_000 });
    // Shown (spec part 1 §2), read-only: points change only in Manage Loyalty, with their history.
    const points = within(form).getByLabelText('Loyalty Points') as HTMLInputElement;
    expect(points.value).toBe('40');
    expect(points).toHaveAttribute('readonly');
    expect(screen.getByText('✓ Valid student ID')).toBeVisible();
    expect(screen.getByText(DISCOUNT_BANNER)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'This customer is a student' }));
    await user.click(screen.getByRole('button', { name: 'Update Customer' }));

    expect(await screen.findByText('Customer updated successfully')).toBeVisible();
    const put = api.requests.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/customers/c-9');
    expect(put?.body).toMatchObject({
      fullName: 'Tharushi Fernando',
      isStudent: false,
      version: customer.version,
    });
    expect(put?.body).not.toHaveProperty('loyaltyPoints');
    expect(put?.body).not.toHaveProperty('campusId');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'), {
      timeout: 10_000,
    });
  });

  it('changes the points through Manage Loyalty beside the field, with a reason, not the form', async () => {
    const customer = makeCustomer({ _id: 'c-9', fullName: 'Tharushi Fernando', loyaltyPoints: 40 });
    const { user, api } = setup('/customers/edit/c-9', [customer]);
    const form = await screen.findByRole('form', { name: 'Edit customer' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Manage Loyalty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Loyalty Points' });
    await user.type(within(dialog).getByLabelText('Points'), '25');
    await user.type(within(dialog).getByLabelText('Reason'), 'Birthday bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Update Points' }));

    await waitFor(() =>
      expect((within(form).getByLabelText('Loyalty Points') as HTMLInputElement).value).toBe('65'),
    );
    const calls = api.requests.filter((call) => call.method === 'PUT');
    expect(calls.map((call) => call.path)).toEqual(['/customers/c-9/loyalty-points']);
    expect(calls[0]?.body).toMatchObject({ action: 'add', points: 25, reason: 'Birthday bonus' });
  });

  it('says when the customer does not exist, with a way back', async () => {
    setup('/customers/edit/missing');
    expect(await screen.findByText('Customer not found', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
  });

  it('says when loading failed, with Try Again', async () => {
    const backend = fakeCustomerApi([makeCustomer({ _id: 'c-1' })]);
    backend.fail('GET /customers/c-1', fail(403, 'Not allowed'));
    const api = createFakeBackend({ route: backend.route });
    const { user } = renderApp({ path: '/customers/edit/c-1', signedInAs: makeUser('admin'), api });
    expect(
      await screen.findByText('Error loading customer', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Not allowed')).toBeVisible();
    backend.heal('GET /customers/c-1');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const form = await screen.findByRole('form', { name: 'Edit customer' });
    expect((within(form).getByLabelText(/Full Name/) as HTMLInputElement).value).toBe(
      'Nimali Perera',
    );
  });
});
