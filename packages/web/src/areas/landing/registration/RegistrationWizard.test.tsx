import { type FakeReply, fail } from '@laundry/api-client/testing';
import {
  ALREADY_REGISTERED_MESSAGE,
  alreadyRegisteredDiscountRules,
  campaignConfigSchema,
  DEFAULT_CAMPAIGN,
  RATE_LIMIT_NOTE,
  REGISTRATION_MESSAGES,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  type RegisteredCustomer,
  type RegistrationPayload,
  registrationSuccessMessage,
} from '@laundry/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENT_CAMPAIGN, renderLanding } from '../testing';

const PATH = 'POST /customers/register-from-landing';

function customerFor(payload: RegistrationPayload): RegisteredCustomer {
  return {
    _id: '00000000-0000-4000-8000-00000000c001',
    fullName: payload.fullName,
    phoneNumber: payload.phone,
    isStudent: payload.isStudent ?? false,
    ...(payload.studentId ? { campusId: payload.studentId } : {}),
    loyaltyPoints: 0,
    totalOrders: 0,
    totalSpent: 0,
    eligibleForStudentDiscount: Boolean(payload.isStudent),
    createdAt: '2026-11-23T04:30:00.000Z',
    version: 1,
    discountInfo: payload.campaignCode
      ? {
          percentage: 20,
          description: 'Grand Opening 2025: 20% off your first order',
          isOneTime: true,
          type: 'campaign',
        }
      : payload.isStudent
        ? {
            percentage: 10,
            description: 'Student discount: 10% off all orders',
            isOneTime: false,
            type: 'student',
          }
        : null,
  };
}

type Reply = FakeReply | 'network' | 'created';

/** The registration endpoint answering `replies` in turn (the last repeats). */
function registrationEndpoint(...replies: Reply[]) {
  const calls: { body: RegistrationPayload; key: string | null }[] = [];
  const handler = ({ body, headers }: { body: unknown; headers: Headers }): FakeReply => {
    const payload = body as RegistrationPayload;
    calls.push({ body: payload, key: headers.get('idempotency-key') });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? 'created';
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'created') {
      const customer = customerFor(payload);
      return {
        status: 201,
        body: {
          success: true,
          message: registrationSuccessMessage(customer.discountInfo, DEFAULT_CAMPAIGN),
          data: { customer },
        },
      };
    }
    return reply;
  };
  return { handler, calls };
}

type View = ReturnType<typeof renderLanding>;

async function openWizard({ user }: View) {
  const [button] = await screen.findAllByRole('button', {
    name: /Register & Get 20% OFF|Register Now/,
  });
  if (!button) throw new Error('no register button');
  await user.click(button);
  // The first click mounts the lazily loaded wizard: give its first render time on a busy machine.
  return screen.findByRole('dialog', { name: 'Register as a customer' }, { timeout: 5000 });
}

const continueButton = () => screen.getByRole('button', { name: /Continue/ });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

/** Fills the five steps as a student and stops on the review step. */
async function fillAsStudent(view: View) {
  const { user } = view;
  const dialog = await openWizard(view);
  await user.type(within(dialog).getByLabelText(/Full name/), 'Nimal Perera');
  await user.click(continueButton());
  await user.type(await within(dialog).findByLabelText(/Phone number/), '077 123 4567');
  // How they hear about their orders (decision 033): e-mail needs the address first.
  const channels = within(dialog).getByRole('group', { name: 'Messages about orders' });
  await user.click(within(channels).getByRole('radio', { name: 'E-mail' }));
  expect(
    await within(dialog).findByText('An e-mail address is needed to send messages by e-mail'),
  ).toBeVisible();
  expect(isDisabled(continueButton())).toBe(true);
  await user.type(within(dialog).getByLabelText('Email (optional)'), 'nimal@example.com');
  await user.click(within(channels).getByRole('radio', { name: 'WhatsApp' }));
  await user.click(continueButton());
  await within(dialog).findByRole('heading', { name: 'Address' });
  await user.click(continueButton());
  await user.click(await within(dialog).findByRole('checkbox', { name: 'I am a student' }));
  await user.type(within(dialog).getByLabelText(/Student ID/), 'it21 123 456');
  await user.click(continueButton());
  await within(dialog).findByRole('heading', { name: 'Review' });
  return dialog;
}

// The page loads the wizard lazily, on the first click: load it once before the clock starts,
// so no test spends its time budget transforming the module.
beforeAll(async () => {
  await import('./RegistrationWizard');
});

afterEach(() => {
  vi.useRealTimers();
});

// Each test types a whole registration through five steps: seconds on a busy machine.
describe('registration wizard', { timeout: 20_000 }, () => {
  it('keeps Continue disabled until a step is valid and follows the step rules', async () => {
    const view = renderLanding({ campaign: CURRENT_CAMPAIGN });
    const { user } = view;
    const dialog = await openWizard(view);
    const steps = within(dialog).getByRole('list', { name: 'Registration steps' });
    const stepButton = (name: string) =>
      within(steps).getByRole('button', { name: new RegExp(name) });

    expect(isDisabled(continueButton())).toBe(true);
    expect(isDisabled(stepButton('Contact'))).toBe(true);
    await user.type(within(dialog).getByLabelText(/Full name/), '   ');
    expect(isDisabled(continueButton())).toBe(true);
    await user.clear(within(dialog).getByLabelText(/Full name/));
    await user.type(within(dialog).getByLabelText(/Full name/), 'Nimal Perera');
    expect(isDisabled(continueButton())).toBe(false);
    await user.click(continueButton());

    const phone = await within(dialog).findByLabelText(/Phone number/);
    expect(document.activeElement).toBe(phone);
    expect(stepButton('Personal').textContent).toContain('(completed)');
    expect(isDisabled(stepButton('Personal'))).toBe(false);
    expect(isDisabled(stepButton('Address'))).toBe(true);

    await user.type(phone, '077 123');
    expect(isDisabled(continueButton())).toBe(true);
    await user.type(phone, ' 4567');
    const email = within(dialog).getByLabelText('Email (optional)');
    await user.type(email, 'nimal.example.com');
    await user.tab();
    expect(within(dialog).getByText('Invalid email address')).toBeVisible();
    expect(isDisabled(continueButton())).toBe(true);
    await user.clear(email);
    expect(isDisabled(continueButton())).toBe(false);
    // Enter continues, like the button.
    await user.type(phone, '{Enter}');
    await within(dialog).findByRole('heading', { name: 'Address' });

    // Back to step 1 through the step bar, then forward to 3: step 2 was completed.
    await user.click(stepButton('Personal'));
    await within(dialog).findByRole('heading', { name: 'Personal details' });
    expect(isDisabled(stepButton('Address'))).toBe(false);
    expect(isDisabled(stepButton('Student'))).toBe(true);
    await user.click(stepButton('Address'));
    await within(dialog).findByRole('heading', { name: 'Address' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await within(dialog).findByRole('heading', { name: 'Contact details' });
  });

  it('upper-cases the student ID and drops its spaces as it is typed', async () => {
    const view = renderLanding({ campaign: CURRENT_CAMPAIGN });
    const { user } = view;
    const dialog = await openWizard(view);
    await user.type(within(dialog).getByLabelText(/Full name/), 'Nimal');
    await user.click(continueButton());
    await user.type(await within(dialog).findByLabelText(/Phone number/), '0771234567');
    await user.click(continueButton());
    await user.click(continueButton());
    await user.click(await within(dialog).findByRole('checkbox', { name: 'I am a student' }));
    expect(isDisabled(continueButton())).toBe(true);
    const studentId = within(dialog).getByLabelText(/Student ID/) as HTMLInputElement;
    await user.type(studentId, 'it21 12');
    expect(studentId.value).toBe('IT2112');
    expect(isDisabled(continueButton())).toBe(false);
  });

  it('registers a student during the campaign and shows the 20% success step', async () => {
    const endpoint = registrationEndpoint('created');
    const view = renderLanding({
      campaign: CURRENT_CAMPAIGN,
      handlers: { [PATH]: endpoint.handler },
    });
    const { user } = view;
    const dialog = await fillAsStudent(view);

    expect(within(dialog).getByText('Nimal Perera')).toBeVisible();
    expect(within(dialog).getByText('IT21123456')).toBeVisible();
    expect(within(dialog).getByText('WhatsApp')).toBeVisible();
    expect(within(dialog).getByText(/20% off your first order/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const success = await screen.findByRole('dialog', { name: "You're registered!" });
    expect(within(success).getByTestId('registration-discount').textContent).toContain('20% OFF');
    expect(within(success).getByText('Welcome, Nimal!')).toBeVisible();
    expect(
      within(success).getByText(
        'Welcome aboard! Your 20% OFF grand opening discount is ready for your first order.',
      ),
    ).toBeVisible();
    expect(within(success).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
    expect(within(success).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/94771234567/,
    );

    expect(endpoint.calls).toHaveLength(1);
    expect(endpoint.calls[0]?.body).toEqual({
      fullName: 'Nimal Perera',
      phone: '0771234567',
      phoneNumber: '0771234567',
      email: 'nimal@example.com',
      address: { street: '', city: '' },
      isStudent: true,
      studentId: 'IT21123456',
      messageChannel: 'whatsapp',
      messagesOptOut: false,
      language: 'en',
      campaignCode: 'GRANDOPENING2025',
    });
    expect(endpoint.calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    // Done resets the wizard and clears the form.
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openWizard(view);
    expect((within(again).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
    expect(within(again).getByRole('heading', { name: 'Personal details' })).toBeVisible();
  });

  it('sends no campaign code outside the campaign and shows the student discount', async () => {
    const endpoint = registrationEndpoint('created');
    const view = renderLanding({
      campaign: { startDate: '2026-12-01', endDate: '2026-12-31' },
      handlers: { [PATH]: endpoint.handler },
    });
    const dialog = await fillAsStudent(view);
    expect(within(dialog).queryByText(/off your first order/)).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    const success = await screen.findByRole('dialog', { name: "You're registered!" });
    expect(within(success).getByTestId('registration-discount').textContent).toContain('10% OFF');
    expect(within(success).getByText(/Your 10% student discount applies/)).toBeVisible();
    expect(endpoint.calls[0]?.body).not.toHaveProperty('campaignCode');
  });

  it("shows the server's refusal without Try Again, and Close returns to the review", async () => {
    const endpoint = registrationEndpoint(
      fail(409, 'A customer with this email already exists', 'email'),
    );
    const view = renderLanding({
      campaign: CURRENT_CAMPAIGN,
      handlers: { [PATH]: endpoint.handler },
    });
    await fillAsStudent(view);
    await view.user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const failed = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(within(failed).getByText('A customer with this email already exists')).toBeVisible();
    expect(within(failed).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(
      within(failed).getByRole('link', { name: 'Contact Support' }).getAttribute('href'),
    ).toMatch(/^mailto:hello@campuswash\.test/);
    expect(endpoint.calls).toHaveLength(1);

    await view.user.click(within(failed).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Registration Failed' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeVisible();
  });

  it('tells a visitor whose phone is on file that they are registered, with the discount rules', async () => {
    const endpoint = registrationEndpoint(fail(409, ALREADY_REGISTERED_MESSAGE, 'phone'));
    const view = renderLanding({
      campaign: CURRENT_CAMPAIGN,
      handlers: { [PATH]: endpoint.handler },
    });
    await fillAsStudent(view);
    await view.user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const answer = await screen.findByRole('dialog', { name: "You're already registered" });
    expect(screen.queryByRole('dialog', { name: 'Registration Failed' })).toBeNull();
    expect(within(answer).getByText(ALREADY_REGISTERED_MESSAGE)).toBeVisible();
    const rules = within(within(answer).getByRole('list', { name: 'Your discounts' })).getAllByRole(
      'listitem',
    );
    expect(rules.map((rule) => rule.textContent)).toEqual(
      alreadyRegisteredDiscountRules(campaignConfigSchema.parse(CURRENT_CAMPAIGN)),
    );
    expect(within(answer).queryByRole('button', { name: 'Try Again' })).toBeNull();

    // A mistyped number: back to the contact step, the form kept.
    await view.user.click(within(answer).getByRole('button', { name: 'Change phone number' }));
    const wizard = await screen.findByRole('dialog', { name: 'Register as a customer' });
    expect(
      (within(wizard).getByLabelText(/Phone number/) as HTMLInputElement).value.replace(/\D/g, ''),
    ).toBe('0771234567');
    expect(endpoint.calls).toHaveLength(1);
  });

  it("adds the 'Too many' note when registrations are throttled", async () => {
    const endpoint = registrationEndpoint(fail(429, REGISTRATION_RATE_LIMIT_MESSAGE));
    const view = renderLanding({
      campaign: CURRENT_CAMPAIGN,
      handlers: { [PATH]: endpoint.handler },
    });
    await fillAsStudent(view);
    await view.user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    const failed = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(within(failed).getByText(RATE_LIMIT_NOTE)).toBeVisible();
    expect(within(failed).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('retries a lost connection on its own, then offers Try Again (500 ms later) with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endpoint = registrationEndpoint('network', 'network', 'network', 'created');
    const view = renderLanding({
      campaign: CURRENT_CAMPAIGN,
      handlers: { [PATH]: endpoint.handler },
      advanceTimers: vi.advanceTimersByTime,
    });
    await fillAsStudent(view);
    await view.user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await act(() => vi.advanceTimersByTimeAsync(3100));

    const failed = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(within(failed).getByText(REGISTRATION_MESSAGES.unreachable)).toBeVisible();
    expect(endpoint.calls).toHaveLength(3);

    await view.user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(endpoint.calls).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await screen.findByRole('dialog', { name: "You're registered!" });
    expect(endpoint.calls).toHaveLength(4);
    expect(new Set(endpoint.calls.map((call) => call.key)).size).toBe(1);
  });

  it('stops offering Try Again after 3 manual retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endpoint = registrationEndpoint('network');
    const view = renderLanding({
      campaign: CURRENT_CAMPAIGN,
      handlers: { [PATH]: endpoint.handler },
      advanceTimers: vi.advanceTimersByTime,
    });
    await fillAsStudent(view);
    await view.user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    for (let retry = 1; retry <= 3; retry += 1) {
      await act(() => vi.advanceTimersByTimeAsync(3100));
      const failed = await screen.findByRole('dialog', { name: 'Registration Failed' });
      await view.user.click(within(failed).getByRole('button', { name: 'Try Again' }));
      await act(() => vi.advanceTimersByTimeAsync(600));
    }
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const failed = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(within(failed).queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(endpoint.calls).toHaveLength(12);
  });
});
