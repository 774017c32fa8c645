import { tillMessages } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTillReport, renderTill, sentToSession } from '../../test/renderTill';

const closeForm = () => screen.findByRole('form', { name: 'Count and close' }, { timeout: 10_000 });

/** The form's Expected / Counted / Variance, as shown. */
function summary(form: HTMLElement) {
  const value = (term: string) => within(form).getByText(term).nextSibling?.textContent;
  return { expected: value('Expected'), counted: value('Counted'), variance: value('Variance') };
}

describe('Count and close', () => {
  it('totals each denomination on its line and the count against what is expected', async () => {
    const { user } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await closeForm();
    expect(summary(form)).toEqual({
      expected: 'LKR 6,450.00',
      counted: 'LKR 0.00',
      variance: '-LKR 6,450.00',
    });
    const counter = within(form).getByRole('group', { name: 'Denominations' });
    await user.type(within(counter).getByLabelText('LKR 1,000 note count'), '6');
    // The line's total, beside its count.
    expect(within(counter).getByText('LKR 6,000')).toBeVisible();
    await user.type(within(form).getByLabelText('LKR 500 note count'), '1');
    // What cannot be a count of pieces counts none.
    await user.type(within(form).getByLabelText('LKR 100 note count'), 'x');
    expect(summary(form)).toEqual({
      expected: 'LKR 6,450.00',
      counted: 'LKR 6,500.00',
      variance: 'LKR 50.00',
    });
  });

  it('refuses in place a count that is not a whole number of notes (issue 37)', async () => {
    const { user } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await closeForm();
    const count = within(form).getByLabelText('LKR 1,000 note count');
    const cases = [
      ['abc', tillMessages.piecesWhole],
      ['-3', tillMessages.piecesWhole],
      ['2.5', tillMessages.piecesWhole],
      ['99999999', tillMessages.piecesMax],
    ] as const;
    for (const [typed, message] of cases) {
      await user.clear(count);
      await user.type(count, typed);
      expect(count).toHaveAccessibleDescription(message);
      expect(summary(form).counted).toBe('LKR 0.00');
    }
    await user.clear(count);
    await user.type(count, '6');
    expect(count).not.toHaveAccessibleDescription();
    expect(summary(form).counted).toBe('LKR 6,000.00');
  });

  it('closes on a single total with a note, then shows the Z report with the count and the note', async () => {
    const { user, api } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await closeForm();
    await user.click(within(form).getByRole('radio', { name: 'Single total' }));
    expect(within(form).queryByRole('group', { name: 'Denominations' })).toBeNull();
    await user.type(within(form).getByLabelText(/Counted total \(LKR\)/), '6430');
    expect(screen.getByTestId('till-variance')).toHaveTextContent('-LKR 20.00');
    await user.type(within(form).getByLabelText('Note'), '  Twenty short  ');
    await user.click(within(form).getByRole('button', { name: 'Close till' }));

    await waitFor(() =>
      expect(sentToSession(api, '/close')).toEqual([{ countedTotal: 6430, note: 'Twenty short' }]),
    );
    const z = await screen.findByRole('article', { name: 'Z Report · Till 7' });
    expect(within(z).getByText('Counted').nextSibling).toHaveTextContent('LKR 6,430.00');
    expect(within(z).getByText('Variance').nextSibling).toHaveTextContent('-LKR 20.00');
    expect(within(z).getByText('Note: Twenty short')).toBeVisible();
    expect(screen.getByText('Till closed.')).toBeVisible();
    // The next open carries what was counted.
    expect(
      within(screen.getByRole('form', { name: 'Open till' })).getByLabelText(/Float \(LKR\)/),
    ).toHaveValue('6430');
  });

  it('refuses a single total left empty and a count that is not whole, by its field, sending nothing', async () => {
    const { user, api } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await closeForm();
    await user.click(within(form).getByRole('radio', { name: 'Single total' }));
    await user.click(within(form).getByRole('button', { name: 'Close till' }));
    expect(await within(form).findByText(tillMessages.countRequired)).toBeVisible();

    await user.click(within(form).getByRole('radio', { name: 'By denomination' }));
    const coins = within(form).getByLabelText('LKR 10 coin count');
    await user.type(coins, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Close till' }));
    // Said by the count it is about (it named nothing before: the close just did not happen).
    expect(await within(form).findByText(tillMessages.piecesWhole)).toBeVisible();
    expect(coins).toHaveAccessibleDescription(tillMessages.piecesWhole);
    expect(sentToSession(api, '/close')).toEqual([]);
  });

  it('closes on a single total though a count left in the denominations could not be read', async () => {
    const { user, api } = renderTill({ report: openTillReport, carryFloat: null });
    const form = await closeForm();
    await user.type(within(form).getByLabelText('LKR 10 coin count'), '1.5');
    await user.click(within(form).getByRole('radio', { name: 'Single total' }));
    await user.type(within(form).getByLabelText(/Counted total \(LKR\)/), '6450');
    await user.click(within(form).getByRole('button', { name: 'Close till' }));
    // The hidden box neither blocks the close nor counts.
    await waitFor(() => expect(sentToSession(api, '/close')).toEqual([{ countedTotal: 6450 }]));
    expect(await screen.findByRole('article', { name: 'Z Report · Till 7' })).toBeVisible();
  });
});
