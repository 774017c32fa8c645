import { type FakeRouter, fail, makeTillSession, ok } from '@laundry/api-client/testing';
import { tillMessages } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPageReady, renderOrder } from '../../test/renderOrder';

/** Cash refused for want of a till, as the server does while none is open. */
const noTill: FakeRouter = (method, path) =>
  method === 'POST' && path.endsWith('/payments') ? fail(409, tillMessages.notOpen) : undefined;

/**
 * The order's payment dialog after cash was refused for want of a till, where "Open till" shows;
 * `open` answers POST /till/sessions, `carryFloat` is what the last close counted.
 */
async function refusedForWantOfTill(
  open: () => ReturnType<typeof ok> | ReturnType<typeof fail>,
  carryFloat: number | null = 4980,
) {
  const opened: unknown[] = [];
  const view = renderOrder({
    before: [noTill],
    handlers: {
      'GET /till/current': () => ok({ report: null, carryFloat }),
      'POST /till/sessions': ({ body }) => {
        opened.push(body);
        return open();
      },
    },
  });
  await orderPageReady();
  await view.user.click(screen.getByRole('button', { name: 'Process Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
  await view.user.click(within(dialog).getByRole('button', { name: /Complete Payment/ }));
  expect(await within(dialog).findByText(tillMessages.notOpen)).toBeVisible();
  return { ...view, dialog, opened };
}

describe('Open till (from a refused cash payment)', () => {
  it('opens with nothing carried when the cashier never closed a till: the float is 0', async () => {
    const { user, dialog, opened } = await refusedForWantOfTill(
      () => ok({ session: makeTillSession({ float: 0 }) }, tillMessages.opened),
      null,
    );
    expect(within(dialog).getByText('Float LKR 0')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Open till' }));
    await waitFor(() => expect(opened).toEqual([{ float: 0 }]));
    expect(await within(dialog).findByText('Till opened. Take the payment again.')).toBeVisible();
  });

  it("says the server's refusal and keeps the button to try again", async () => {
    const { user, dialog, opened } = await refusedForWantOfTill(() =>
      fail(409, tillMessages.alreadyOpen),
    );
    const open = within(dialog).getByRole('button', { name: 'Open till' });
    await user.click(open);
    expect(await screen.findByText(tillMessages.alreadyOpen)).toBeVisible();
    expect(opened).toEqual([{ float: 4980 }]);
    // Not opened: no "take the payment again", the button still there.
    expect(within(dialog).queryByText('Till opened. Take the payment again.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Open till' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Open till' }));
    await waitFor(() => expect(opened).toHaveLength(2));
  });
});
