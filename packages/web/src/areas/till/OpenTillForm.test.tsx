import { fail } from '@laundry/api-client/testing';
import { tillMessages } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTill } from '../../test/renderTill';

const openForm = () => screen.findByRole('form', { name: 'Open till' }, { timeout: 10_000 });

describe('Open till', () => {
  it('asks a first open for its float: nothing, then a negative one, are refused by the field', async () => {
    const { user, api } = renderTill({ report: null, carryFloat: null });
    const form = await openForm();
    const float = within(form).getByLabelText(/Float \(LKR\)/);
    expect(float).toHaveValue('');
    // No carried float: nothing says there was a last close.
    expect(within(form).queryByText(/Your last close counted/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Open till' }));
    expect(within(form).getByText(tillMessages.amountRequired)).toBeVisible();
    await user.type(float, '-5');
    await user.click(within(form).getByRole('button', { name: 'Open till' }));
    expect(within(form).getByText(tillMessages.amountNotNegative)).toBeVisible();
    expect(api.calls('POST', '/till/sessions')).toHaveLength(0);
  });

  it('opens on Enter with the float counted and then shows the X report and the cash-out form', async () => {
    const { user, api } = renderTill({ report: null, carryFloat: null });
    const form = await openForm();
    await user.type(within(form).getByLabelText(/Float \(LKR\)/), '2500{Enter}');
    await waitFor(() =>
      expect(api.calls('POST', '/till/sessions').map((call) => call.body)).toEqual([
        { float: 2500 },
      ]),
    );
    const report = await screen.findByRole('article', { name: 'X Report · Till 7' });
    expect(within(report).getByText('Float').nextSibling).toHaveTextContent('LKR 2,500.00');
    expect(screen.getByRole('form', { name: 'Cash out' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Open till' })).toBeNull();
  });

  it('says why the server would not open it, and stays open for another try', async () => {
    const { user } = renderTill(
      { report: null, carryFloat: 1200 },
      { handlers: { 'POST /till/sessions': () => fail(409, tillMessages.alreadyOpen) } },
    );
    const form = await openForm();
    expect(within(form).getByText(/Your last close counted/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Open till' }));
    expect(await within(form).findByText(tillMessages.alreadyOpen)).toBeVisible();
    expect(within(form).getByLabelText(/Float \(LKR\)/)).toHaveValue('1200');
    expect(within(form).getByRole('button', { name: 'Open till' })).toBeEnabled();
  });
});
