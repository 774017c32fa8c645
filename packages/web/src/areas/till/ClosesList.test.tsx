import {
  createFakeBackend,
  type FakeReply,
  fail,
  makeTillSession,
  makeUser,
  ok,
} from '@laundry/api-client/testing';
import type { TillSession } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

const closed = makeTillSession({
  status: 'closed',
  closedAt: '2026-03-02T12:00:00.000Z',
  expected: 6450,
  counted: 6430,
  variance: -20,
});
const open = makeTillSession({
  _id: '6c1d4d63-4c54-4c9f-8f1f-2b3c4d5e6f70',
  number: 8,
  openedBy: { _id: 'u-2', name: 'Kasun Perera' },
});

/**
 * The admin's Closes tab over a fake listing `sessions` (those of a day when asked for one);
 * `list` and `exportFile` answer instead (a refusal).
 */
function setup({
  path = '/till?tab=closes',
  sessions = [closed, open],
  list,
  exportFile = () => ({
    body: new Uint8Array([80, 75, 3, 4]),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  }),
}: {
  path?: string;
  sessions?: TillSession[];
  list?: () => FakeReply;
  exportFile?: () => FakeReply;
} = {}) {
  const api = createFakeBackend({
    handlers: {
      'GET /till/current': () => ok({ report: null, carryFloat: null }),
      'GET /till/sessions': ({ query }) => {
        if (list) return list();
        const day = query.get('date');
        const shown = sessions.filter((session) => !day || session.openedAt.startsWith(day));
        return ok({
          sessions: shown,
          pagination: {
            currentPage: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
            totalSessions: shown.length,
          },
        });
      },
      'GET /till/z-report/export': exportFile,
    },
  });
  return renderApp({ path, signedInAs: makeUser('admin'), api });
}

const closesTable = () => screen.findByRole('table', { name: 'Closes' }, { timeout: 10_000 });

/** A row's cells as text, the header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Closes', () => {
  it('lists each till with its cashier, status, expected, counted and variance', async () => {
    setup();
    const table = await closesTable();
    await within(table).findByText('#7');
    const [closedRow, openRow] = rowsOf(table).filter((cells) => cells.length > 0);
    expect(closedRow).toEqual(
      expect.arrayContaining(['#7', 'Nimali Perera', 'Closed', 'LKR 6,450.00', 'LKR 6,430.00']),
    );
    expect(closedRow).toContain('-LKR 20.00');
    // An open till has nothing counted yet.
    expect(openRow).toEqual(expect.arrayContaining(['#8', 'Kasun Perera', 'Open', '—']));
    expect(openRow?.filter((cell) => cell === '—')).toHaveLength(3);
  });

  it('shows the day typed, and says when that day has no till', async () => {
    const { user, api } = setup();
    await closesTable();
    const day = screen.getByRole('textbox', { name: 'Day' });
    await user.type(day, '03/03/2026');
    await waitFor(() =>
      expect(api.calls('GET', '/till/sessions').at(-1)?.query.get('date')).toBe('2026-03-03'),
    );
    expect(await screen.findByText('No till sessions yet')).toBeVisible();
  });

  it("says the list's failure with Try Again", async () => {
    setup({ list: () => fail(403, 'You may not read the closes') });
    expect(
      await screen.findByText('You may not read the closes', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  describe('Export closes', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:closes');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it("saves the day's closes as a workbook named by the day shown", async () => {
      const { user, api } = setup({ path: '/till?tab=closes&date=2026-03-02' });
      await closesTable();
      await user.click(screen.getByRole('button', { name: 'Export closes' }));
      await waitFor(() => expect(saved).toEqual(['till-closes-2026-03-02.xlsx']));
      expect(
        api.calls('GET', '/till/z-report/export').map((call) => call.query.get('date')),
      ).toEqual(['2026-03-02']);
    });

    it("says the server's refusal and saves nothing", async () => {
      const { user } = setup({ exportFile: () => fail(403, 'Only an admin exports the closes') });
      await closesTable();
      await user.click(screen.getByRole('button', { name: 'Export closes' }));
      expect(await screen.findByText('Only an admin exports the closes')).toBeVisible();
      expect(saved).toEqual([]);
    });
  });
});
