import { fail } from '@laundry/api-client/testing';
import { tillMessages } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTillReport, renderTill, sentToSession } from '../../test/renderTill';

const cashOutForm = () => screen.findByRole('form', { name: 'Cash out' }, { timeout: 10_000 });

describe('Cash out', () => {
  it('records a drop with its reason on Enter, empties the form and shows it on the X report', async () => {
    const { user, api } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await cashOutForm();
    // A paid-out unless told.
    expect(within(form).getByRole('radio', { name: 'Paid-out' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(form).getByRole('radio', { name: 'Drop' }));
    await user.type(within(form).getByLabelText(/Amount \(LKR\)/), '1500.50');
    await user.type(within(form).getByLabelText(/Reason/), 'To the bank{Enter}');

    await waitFor(() =>
      expect(sentToSession(api, '/movements')).toEqual([
        { kind: 'drop', amount: 1500.5, reason: 'To the bank' },
      ]),
    );
    // Said by the button, the form ready for the next one.
    expect(await within(form).findByText(tillMessages.movementRecorded)).toBeVisible();
    const report = screen.getByRole('article', { name: 'X Report · Till 7' });
    expect(await within(report).findByText('Drop: To the bank')).toBeVisible();
    expect(within(form).getByLabelText(/Amount \(LKR\)/)).toHaveValue('');
    expect(within(form).getByLabelText(/Reason/)).toHaveValue('');
    expect(within(form).getByRole('radio', { name: 'Paid-out' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('refuses no amount, 0, a third decimal and no reason, by their fields, sending nothing', async () => {
    const { user, api } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await cashOutForm();
    const record = within(form).getByRole('button', { name: 'Record cash out' });
    await user.click(record);
    expect(within(form).getByText(tillMessages.amountRequired)).toBeVisible();
    expect(within(form).getByText(tillMessages.reasonRequired)).toBeVisible();

    const amount = within(form).getByLabelText(/Amount \(LKR\)/);
    await user.type(amount, '0');
    await user.click(record);
    expect(within(form).getByText(tillMessages.amountPositive)).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.type(within(form).getByLabelText(/Reason/), '   ');
    await user.click(record);
    expect(within(form).getByText(tillMessages.amountDecimals)).toBeVisible();
    expect(within(form).getByText(tillMessages.reasonRequired)).toBeVisible();
    expect(sentToSession(api, '/movements')).toEqual([]);
  });

  it("keeps what was typed and shows the server's refusal above the button", async () => {
    const { user, api } = renderTill(
      { report: openTillReport, carryFloat: null },
      {
        handlers: {
          [`POST /till/sessions/${openTillReport.session._id}/movements`]: () =>
            fail(409, tillMessages.alreadyClosed),
        },
      },
    );
    const form = await cashOutForm();
    await user.type(within(form).getByLabelText(/Amount \(LKR\)/), '300');
    await user.type(within(form).getByLabelText(/Reason/), 'Detergent');
    await user.click(within(form).getByRole('button', { name: 'Record cash out' }));
    expect(await within(form).findByText(tillMessages.alreadyClosed)).toBeVisible();
    expect(
      api.calls('POST', `/till/sessions/${openTillReport.session._id}/movements`),
    ).toHaveLength(1);
    expect(within(form).getByLabelText(/Amount \(LKR\)/)).toHaveValue('300');
    expect(within(form).getByLabelText(/Reason/)).toHaveValue('Detergent');
  });
});
