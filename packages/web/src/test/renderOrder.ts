import {
  createFakeBackend,
  type FakeRouter,
  fail,
  fakeOrderBackend,
  type Handler,
  makeOrder,
  makeUser,
  ORDER_ID,
} from '@laundry/api-client/testing';
import type { Order, OrderPayment, Role } from '@laundry/domain';
import { screen } from '@testing-library/react';
import { renderApp } from './renderApp';

export interface RenderOrderOptions {
  /** The order of the fake (makeOrder(): ORD-000123, LKR 850 due, Items Received). */
  order?: Order;
  /** An admin unless told. */
  role?: Role;
  /** Where the app opens; the order's page unless told. */
  path?: string;
  /** Routers tried before the order's own (a refusal). */
  before?: FakeRouter[];
  handlers?: Record<string, Handler>;
}

/**
 * The back-office at the order's page (or `path`) over `fakeOrderBackend`: `backend` records the
 * status moves, payments, handovers and refunds it was sent.
 */
export function renderOrder({
  order = makeOrder(),
  role = 'admin',
  path = `/orders/${ORDER_ID}`,
  before = [],
  handlers = {},
}: RenderOrderOptions = {}) {
  const backend = fakeOrderBackend(order);
  const api = createFakeBackend({ route: [...before, backend.route], handlers });
  const view = renderApp({ path, signedInAs: makeUser(role), api });
  return { ...view, backend };
}

/** The order's page once loaded (the first test of a file waits for the page's chunk too). */
export const orderPageReady = () =>
  screen.findByRole('heading', { level: 1, name: 'ORD-000123' }, { timeout: 10_000 });

/** A router refusing every `method` call to the order's path ending `suffix` with `message`. */
export function refuseOrderCall(method: string, suffix: string, message: string): FakeRouter {
  return (called, path) =>
    called === method && path === `/orders/${ORDER_ID}${suffix}` ? fail(409, message) : undefined;
}

/** A completed cash payment of `amount` rupees, taken on 1 February: the order's first. */
export const cashPayment = (amount: number): OrderPayment => ({
  _id: 'p-1',
  method: 'cash',
  amount,
  status: 'completed',
  processedAt: '2026-02-01T09:00:00.000Z',
  createdAt: '2026-02-01T09:00:00.000Z',
});

/** The fake's order (LKR 850), confirmed and paid in full in one cash payment; `extra` on top. */
export const paidInCash = (extra: Partial<Order> = {}) =>
  makeOrder({
    orderPhase: 'confirmed',
    paidAmount: 850,
    balanceAmount: 0,
    paymentStatus: 'paid',
    payments: [cashPayment(850)],
    ...extra,
  });

/** The order's page (`options`) with Process Payment opened: the dialog and the button. */
export async function openPayment(options: RenderOrderOptions = {}) {
  const view = renderOrder(options);
  await orderPageReady();
  const opener = screen.getByRole('button', { name: 'Process Payment' });
  await view.user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Process Payment' });
  return { ...view, dialog, opener };
}
