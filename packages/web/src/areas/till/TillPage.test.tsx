import { createFakeBackend, makeTillReport, makeUser, ok } from '@laundry/api-client/testing';
import type { TillReport } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const openReport: TillReport = makeTillReport();

function setup(current: { report: TillReport | null; carryFloat: number | null }) {
  const opened: unknown[] = [];
  const closed: unknown[] = [];
  const api = createFakeBackend({
    handlers: {
      'GET /till/current': () => ok(current),
      'POST /till/sessions': ({ body }) => {
        opened.push(body);
        return ok({ session: openReport.session }, 'Till opened');
      },
      [`POST /till/sessions/${openReport.session._id}/close`]: ({ body }) => {
        closed.push(body);
        current.report = null;
        return ok({
          report: {
            ...openReport,
            session: { ...openReport.session, status: 'closed', counted: 6430, variance: -20 },
          },
        });
      },
    },
  });
  const rendered = renderApp({ path: '/till', signedInAs: makeUser('cashier'), api });
  return { ...rendered, opened, closed };
}

describe('Till page', () => {
  it('opens the till with the float carried from the last close', async () => {
    const { user, opened } = setup({ report: null, carryFloat: 4980 });
    // The first test of the file waits for the page's chunk too.
    const float = await screen.findByLabelText(/Float \(LKR\)/, {}, { timeout: 10_000 });
    expect(float).toHaveValue('4980');
    await user.clear(float);
    await user.type(float, '5000');
    await user.click(screen.getByRole('button', { name: 'Open till' }));
    await waitFor(() => expect(opened).toEqual([{ float: 5000 }]));
  });

  it('says the carried float as every amount is written: two decimals, never one', async () => {
    setup({ report: null, carryFloat: 1500.5 });
    expect(
      await screen.findByText(
        'Your last close counted LKR 1,500.50: it is the float unless you count again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the X report and counts the drawer by denomination with the variance as typed', async () => {
    const { user, closed } = setup({ report: openReport, carryFloat: null });
    const report = await screen.findByRole('article', { name: 'X Report · Till 7' });
    expect(within(report).getByText('LKR 6,450.00')).toBeVisible();
    expect(within(report).getByText('Paid-out: Detergent')).toBeVisible();

    const counter = screen.getByRole('group', { name: 'Denominations' });
    await user.type(within(counter).getByLabelText('LKR 5,000 note count'), '1');
    await user.type(within(counter).getByLabelText('LKR 1,000 note count'), '1');
    await user.type(within(counter).getByLabelText('LKR 100 note count'), '4');
    await user.type(within(counter).getByLabelText('LKR 20 note count'), '1');
    await user.type(within(counter).getByLabelText('LKR 10 coin count'), '1');
    expect(screen.getByTestId('till-variance')).toHaveTextContent('-LKR 20.00');

    await user.click(screen.getByRole('button', { name: 'Close till' }));
    await waitFor(() =>
      expect(closed).toEqual([
        { denominations: { '5000': 1, '1000': 1, '100': 4, '20': 1, '10': 1 } },
      ]),
    );
    expect(await screen.findByRole('article', { name: 'Z Report · Till 7' })).toBeVisible();
  });

  it('offers an admin the list of closes beside their own till', async () => {
    const api = createFakeBackend({
      handlers: {
        'GET /till/current': () => ok({ report: null, carryFloat: null }),
        'GET /till/sessions': () =>
          ok({
            sessions: [{ ...openReport.session, status: 'closed', counted: 6430, variance: -20 }],
            pagination: {
              currentPage: 1,
              totalPages: 1,
              hasNext: false,
              hasPrev: false,
              totalSessions: 1,
            },
          }),
      },
    });
    const { user } = renderApp({ path: '/till', signedInAs: makeUser('admin'), api });
    await user.click(await screen.findByRole('tab', { name: 'Closes' }));
    const table = await screen.findByRole('table', { name: 'Closes' });
    expect(within(table).getByText('-LKR 20.00')).toBeVisible();
  });
});
