import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPayment } from '../../../test/renderOrder';

/** The steps list as shown, the current one marked with a star. */
const steps = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Payment steps' }))
    .getAllByRole('listitem')
    .map((step) => `${step.textContent}${step.getAttribute('aria-current') === 'step' ? '*' : ''}`);

/** The footer's buttons, by name, in order. */
const buttons = (dialog: HTMLElement, names: RegExp) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => names.test(name));

const footer = /^(Cancel|Back|Next|Complete Payment.*)$/;

describe('Process Payment: the steps and the footer', () => {
  it('has one step for cash and three for a transfer, the footer following the step', async () => {
    const { user, dialog } = await openPayment();
    expect(steps(dialog)).toEqual(['1. Method*']);
    expect(buttons(dialog, footer)).toEqual(['Cancel', 'Complete Payment (LKR 850)']);
    // Cash only: the change is worked out as it is typed.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Change—');

    await user.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
    expect(steps(dialog)).toEqual(['1. Method*', '2. Bank Details', '3. Transaction ID']);
    expect(buttons(dialog, footer)).toEqual(['Cancel', 'Next']);
    expect(within(dialog).queryByLabelText(/Cash tendered/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(steps(dialog)).toEqual(['1. Method', '2. Bank Details*', '3. Transaction ID']),
    );
    expect(buttons(dialog, footer)).toEqual(['Back', 'Next']);

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(steps(dialog)).toEqual(['1. Method', '2. Bank Details', '3. Transaction ID*']);
    expect(buttons(dialog, footer)).toEqual(['Back', 'Complete Payment (LKR 850)']);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(steps(dialog)).toEqual(['1. Method', '2. Bank Details*', '3. Transaction ID']);
  });
});
