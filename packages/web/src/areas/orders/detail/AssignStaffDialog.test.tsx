import { fail, makeOrder, ORDER_ID, ok } from '@laundry/api-client/testing';
import { ORDER_STAFF_MESSAGES, type Order } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOrder } from '../../../test/renderOrder';

const kasun = { _id: '33333333-3333-4333-8333-333333333333', fullName: 'Kasun Perera' };
const nimal = {
  _id: '44444444-4444-4444-8444-444444444444',
  fullName: 'Nimal Silva',
  username: 'nimal@laundry.test',
};

/**
 * The order's Status tab (Kasun assigned) over a fake keeping the assigned staff; `save` answers
 * PUT /orders/{id}/staff instead (a refusal), `staff` GET /orders/assignable-staff.
 */
function setup({
  save,
  staff = () => ok({ staff: [kasun, nimal] }),
}: {
  save?: () => ReturnType<typeof fail>;
  staff?: () => ReturnType<typeof ok> | ReturnType<typeof fail>;
} = {}) {
  let order: Order = makeOrder();
  const sent: unknown[] = [];
  const view = renderOrder({
    role: 'cashier',
    path: `/orders/${ORDER_ID}?tab=status`,
    handlers: {
      [`GET /orders/${ORDER_ID}`]: () => ok({ order }),
      'GET /orders/assignable-staff': staff,
      [`PUT /orders/${ORDER_ID}/staff`]: ({ body }) => {
        sent.push(body);
        if (save) return save();
        const ids = (body as { staffIds: string[] }).staffIds;
        order = {
          ...order,
          assignedStaff: [kasun, nimal].filter((person) => ids.includes(person._id)),
          version: order.version + 1,
        };
        return ok({ order }, ORDER_STAFF_MESSAGES.updated);
      },
    },
  });
  return { ...view, sent };
}

async function openDialog(user: ReturnType<typeof setup>['user']) {
  const panel = await screen.findByRole(
    'tabpanel',
    { name: 'Status Management' },
    { timeout: 10_000 },
  );
  await user.click(within(panel).getByRole('button', { name: 'Assign Staff' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign Staff - ORD-000123' });
  return { panel, dialog };
}

const isChecked = (box: HTMLElement) => box.getAttribute('aria-checked') === 'true';

describe('Assign Staff', () => {
  it('unassigns a ticked person: the whole list goes without them and their chip goes', async () => {
    const { user, sent } = setup();
    const { panel, dialog } = await openDialog(user);
    expect(within(panel).getByText('Kasun Perera')).toBeVisible();
    const kasunBox = await within(dialog).findByRole('checkbox', { name: /Kasun Perera/ });
    expect(isChecked(kasunBox)).toBe(true);
    expect(isChecked(within(dialog).getByRole('checkbox', { name: /Nimal Silva/ }))).toBe(false);
    await user.click(kasunBox);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ staffIds: [] }]));
    expect(await screen.findByText(ORDER_STAFF_MESSAGES.updated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(panel).queryByText('Kasun Perera')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal and the ticks as they were", async () => {
    const { user, sent } = setup({ save: () => fail(404, ORDER_STAFF_MESSAGES.notFound) });
    const { panel, dialog } = await openDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: /Nimal Silva/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORDER_STAFF_MESSAGES.notFound)).toBeVisible();
    expect(sent).toEqual([{ staffIds: [kasun._id, nimal._id] }]);
    expect(isChecked(within(dialog).getByRole('checkbox', { name: /Nimal Silva/ }))).toBe(true);
    expect(within(panel).queryByText('Nimal Silva')).toBeNull();
  });

  it('says when the staff cannot be read, and offers no Save', async () => {
    const { user, sent } = setup({ staff: () => fail(403, 'You may not list the staff') });
    const { dialog } = await openDialog(user);
    expect(await within(dialog).findByText('You may not list the staff')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('closes on Escape without saving, the focus back on Assign Staff', async () => {
    const { user, sent } = setup();
    const { panel, dialog } = await openDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: /Nimal Silva/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Assign Staff' })).toHaveFocus();
    expect(sent).toEqual([]);
  });
});
