import { makeTillReport, ok } from '@laundry/api-client/testing';
import type { CloseTillInput } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTillReport, renderTill } from '../../test/renderTill';
import { stubPrint } from '../../test/stubPrint';

/** The report's rows as term → detail, in order. */
function rowsOf(report: HTMLElement) {
  return within(report)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

const xReport = () =>
  screen.findByRole('article', { name: 'X Report · Till 7' }, { timeout: 10_000 });

describe('Till report', () => {
  const print = stubPrint();

  it('reads the open till as the X report: the cash in and out, expected, the transfers apart', async () => {
    renderTill({ report: openTillReport, carryFloat: null });
    const report = await xReport();
    expect(within(report).getByRole('heading', { name: 'X Report · Till 7' })).toBeVisible();
    const rows = rowsOf(report);
    expect(rows[0]).toEqual(['Cashier', 'Nimali Perera']);
    expect(rows[1]?.[0]).toBe('Opened');
    expect(rows[1]?.[1]).toMatch(/2026/);
    expect(rows.slice(2)).toEqual([
      ['Float', 'LKR 5,000.00'],
      ['Cash payments', 'LKR 1,750.00'],
      ['Cash refunds', 'LKR 0.00'],
      ['Paid-outs', 'LKR 300.00'],
      ['Drops', 'LKR 0.00'],
      ['Expected in drawer', 'LKR 6,450.00'],
      ['Bank transfers (0)', 'LKR 875.00'],
    ]);
    // An open till has no count yet, nor a close.
    expect(within(report).queryByText('Counted')).toBeNull();
    expect(within(report).queryByText('Closed')).toBeNull();
    const movements = within(report).getByRole('table', { name: 'Cash out and adjustments' });
    expect(
      within(movements)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ReasonAmount', 'Paid-out: DetergentLKR 300.00']);
  });

  it('has no cash-out table while nothing left the drawer', async () => {
    renderTill({ report: makeTillReport({ movements: [] }), carryFloat: null });
    const report = await xReport();
    expect(within(report).queryByRole('table')).toBeNull();
  });

  it('reads the close as the Z report: closed when, counted, the variance, adjustments and the note', async () => {
    const till = { report: openTillReport, carryFloat: null as number | null };
    const { user } = renderTill(till, {
      handlers: {
        [`POST /till/sessions/${openTillReport.session._id}/close`]: ({ body }) => {
          const { countedTotal, note } = body as CloseTillInput;
          const session = {
            ...openTillReport.session,
            status: 'closed' as const,
            closedAt: '2026-03-02T12:00:00.000Z',
            counted: countedTotal ?? 0,
            expected: 6450,
            variance: (countedTotal ?? 0) - 6450,
            adjustments: 25,
            note: note ?? null,
          };
          Object.assign(till, { report: null, carryFloat: session.counted });
          return ok({ report: { ...openTillReport, session } });
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Count and close' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('radio', { name: 'Single total' }));
    await user.type(within(form).getByLabelText(/Counted total \(LKR\)/), '6430');
    await user.type(within(form).getByLabelText('Note'), 'Short at lunch');
    await user.click(within(form).getByRole('button', { name: 'Close till' }));
    const report = await screen.findByRole('article', { name: 'Z Report · Till 7' });
    const rows = rowsOf(report);
    expect(rows[2]?.[0]).toBe('Closed');
    expect(rows[2]?.[1]).toMatch(/2026/);
    expect(rows.slice(8, 12)).toEqual([
      ['Expected in drawer', 'LKR 6,450.00'],
      ['Counted', 'LKR 6,430.00'],
      ['Variance', '-LKR 20.00'],
      ['Adjustments', 'LKR 25.00'],
    ]);
    expect(within(report).getByText('Note: Short at lunch')).toBeVisible();
  });

  it('prints the report shown, on paper only', async () => {
    const { user } = renderTill({ report: openTillReport, carryFloat: null });
    await xReport();
    const paper = screen.getByTestId('print-till-report');
    expect(paper).toHaveAttribute('aria-hidden', 'true');
    expect(within(paper).getByText('X Report · Till 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
