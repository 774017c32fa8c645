import {
  createFakeBackend,
  type Handler,
  makeTillReport,
  makeUser,
  ok,
} from '@laundry/api-client/testing';
import {
  type CloseTillInput,
  type OpenTillInput,
  type Role,
  type TillMovementInput,
  type TillReport,
  tillMessages,
} from '@laundry/domain';
import { renderApp } from './renderApp';

/** What GET /till/current answers: the caller's open till (or null) and the float to carry. */
export interface TillState {
  report: TillReport | null;
  carryFloat: number | null;
}

/** The open till of the fake: till #7's X report (makeTillReport), LKR 6,450 expected. */
export const openTillReport = makeTillReport();
const sessionPath = `/till/sessions/${openTillReport.session._id}`;

/**
 * /till for `role` (a cashier unless told) over a fake till that behaves as the server's:
 * opening puts till #7 in `state`, a cash out adds its line to the X report, the close answers
 * the Z report and leaves no till open. `handlers` replace any of these (a refusal).
 */
export function renderTill(
  state: TillState,
  { role = 'cashier', handlers = {} }: { role?: Role; handlers?: Record<string, Handler> } = {},
) {
  const api = createFakeBackend({
    handlers: {
      'GET /till/current': () => ok(state),
      'POST /till/sessions': ({ body }) => {
        const { float } = body as OpenTillInput;
        const session = { ...openTillReport.session, float };
        // A new till: nothing taken or paid out yet.
        const figures = { float, cashPayments: 0, cashRefunds: 0, paidOuts: 0, drops: 0 };
        state.report = {
          ...openTillReport,
          session,
          figures: { ...figures, expected: float },
          movements: [],
          bankTransfers: { total: 0, items: [] },
        };
        return ok({ session }, tillMessages.opened);
      },
      [`POST ${sessionPath}/movements`]: ({ body }) => {
        const movement = body as TillMovementInput;
        const report = state.report ?? openTillReport;
        state.report = {
          ...report,
          movements: [
            ...report.movements,
            {
              ...movement,
              _id: `mv-${report.movements.length + 2}`,
              by: 'Kasun Perera',
              at: '2026-03-02T06:00:00.000Z',
            },
          ],
        };
        return ok({ report: state.report }, tillMessages.movementRecorded);
      },
      [`POST ${sessionPath}/close`]: ({ body }) => {
        const { countedTotal, note } = body as CloseTillInput;
        const counted = countedTotal ?? openTillReport.figures.expected;
        const session = {
          ...openTillReport.session,
          status: 'closed' as const,
          closedAt: '2026-03-02T12:00:00.000Z',
          counted,
          expected: openTillReport.figures.expected,
          variance: counted - openTillReport.figures.expected,
          note: note ?? null,
        };
        state.report = null;
        state.carryFloat = counted;
        return ok({ report: { ...openTillReport, session } }, tillMessages.closed);
      },
      ...handlers,
    },
  });
  return renderApp({ path: '/till', signedInAs: makeUser(role), api });
}

/** The requests the till page sent to `path` under the open session (e.g. '/movements'). */
export function sentToSession(api: ReturnType<typeof createFakeBackend>, path: string) {
  return api.calls('POST', `${sessionPath}${path}`).map((request) => request.body);
}
