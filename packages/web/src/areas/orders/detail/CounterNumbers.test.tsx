import {
  createFakeBackend,
  fakeOrderBackend,
  makeOrder,
  makeUser,
  ORDER_ID,
} from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';

function setup() {
  const backend = fakeOrderBackend(makeOrder());
  const api = createFakeBackend({ route: backend.route });
  const view = renderApp({ path: `/orders/${ORDER_ID}`, signedInAs: makeUser('admin'), api });
  return { ...view, backend };
}

async function open(user: ReturnType<typeof setup>['user'], button: string, name: string) {
  await screen.findByRole('heading', { level: 1, name: 'ORD-000123' }, { timeout: 10_000 });
  await user.click(screen.getAllByRole('button', { name: button })[0] as HTMLElement);
  return screen.findByRole('dialog', { name });
}

describe('the counter takes only the numbers the domain accepts (issue 37)', () => {
  it('says each payment figure out of bounds beside its field and never pays it', async () => {
    const { user, backend } = setup();
    const dialog = await open(user, 'Process Payment', 'Process Payment');
    const tendered = within(dialog).getByLabelText(/Cash tendered/);
    const amount = within(dialog).getByLabelText(/Amount paid now/);
    const pay = () => within(dialog).getByRole('button', { name: /Complete Payment/ });

    await user.type(tendered, '1e5');
    expect(tendered).toHaveAccessibleDescription(/Cash tendered must be a number/);
    await user.keyboard('{Enter}');
    await user.clear(tendered);
    await user.type(tendered, '99999999999');
    expect(tendered).toHaveAccessibleDescription(/Cash tendered cannot exceed 10,000,000/);
    await user.clear(tendered);
    // Within reason: change below LKR 5,000 (the largest note) on the LKR 850 due.
    await user.type(tendered, '5850');
    await user.click(pay());
    expect(tendered).toHaveAccessibleDescription(
      /The cash tendered leaves LKR 5,000 or more in change/,
    );
    await user.clear(tendered);

    await user.type(amount, '12.345');
    expect(amount).toHaveAccessibleDescription(/Amount paid now can have at most 2 decimals/);
    expect(amount).toHaveValue(12.345);
    await user.clear(amount);
    await user.type(amount, '-5');
    expect(amount).toHaveAccessibleDescription(/Amount paid now cannot be negative/);
    expect(pay()).toHaveTextContent(/^Complete Payment$/);
    await user.click(pay());
    expect(backend.payments).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '12.34');
    expect(pay()).toHaveTextContent('Complete Payment (LKR 12.34)');
    await user.click(pay());
    await waitFor(() => expect(backend.payments).toHaveLength(1));
    expect(backend.payments[0]?.body).toMatchObject({ method: 'cash', amount: 12.34 });
  });

  it("answers Confirm Items' 99,999 kg beside the field", async () => {
    const { user } = setup();
    const dialog = await open(user, 'Confirm Items', 'Confirm Items - ORD-000123');
    const weight = within(dialog).getByLabelText('Actual weight (kg) of Wash & Dry');
    await user.clear(weight);
    await user.type(weight, '99999');
    expect(weight).toHaveAccessibleDescription('Weight cannot exceed 500 kg');
  });
});
