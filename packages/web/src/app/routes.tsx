import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { orderPages } from '../areas/orders/routes';
import { RequireAuth, RequirePermission, SignInPage } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';

/**
 * Each area is one lazy chunk: every route of an area imports the same module, so the landing
 * and sign-in pages load none of the back-office (nor the shell) until someone goes there.
 */
function area<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// The landing page speaks the visitor's language (issue 42): its catalog comes with it.
const landing = () =>
  import('../areas/landing/appLanding').then(({ loadAppLanding }) => loadAppLanding());
const shell = () => import('../shell/ShellLayout');
const dashboard = () => import('../areas/dashboard/routes');
const customers = () => import('../areas/customers/routes');
// Orders is the counter's busiest area: its list, form and detail are a chunk each, so taking an
// order never waits for the detail page's dialogs and the other way round.
const { list: ordersList, form: orderForm, detail: orderDetail, ready: ordersReady } = orderPages;
const services = () => import('../areas/services/routes');
const staff = () => import('../areas/staff/routes');
const users = () => import('../areas/users/routes');
const reports = () => import('../areas/reports/routes');
const audit = () => import('../areas/audit/routes');
const outbox = () => import('../areas/outbox/routes');
const till = () => import('../areas/till/routes');

/** The four screens every record area has: list, create, edit, detail. */
function recordRoutes<M extends Record<'List' | 'Create' | 'Edit' | 'Detail', ComponentType>>(
  path: string,
  load: () => Promise<M>,
): RouteObject {
  return {
    path,
    children: [
      { index: true, lazy: area(load, (m) => m.List) },
      { path: 'new', lazy: area(load, (m) => m.Create) },
      { path: 'edit/:id', lazy: area(load, (m) => m.Edit) },
      { path: ':id', lazy: area(load, (m) => m.Detail) },
    ],
  };
}

/** The route table of spec part 1 §2. */
export const appRoutes: RouteObject[] = [
  {
    // One error boundary for the whole app; the shell has the same one around its screens.
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: area(landing, (m) => m.LandingPage) },
      { path: 'landing', lazy: area(landing, (m) => m.LandingPage) },
      // The sign-in page is a page of its own (login.html, src/login.tsx).
      { path: 'login', Component: SignInPage },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: area(shell, (m) => m.ShellLayout),
            children: [
              {
                ErrorBoundary: RouteErrorBoundary,
                children: [
                  { path: 'dashboard', lazy: area(dashboard, (m) => m.DashboardPage) },
                  recordRoutes('customers', customers),
                  {
                    path: 'orders',
                    children: [
                      { index: true, lazy: area(ordersList, (m) => m.OrdersPage) },
                      { path: 'new', lazy: area(orderForm, (m) => m.OrderCreatePage) },
                      { path: 'edit/:id', lazy: area(orderForm, (m) => m.OrderEditPage) },
                      {
                        // The shelf and its handover: whoever may move an order on.
                        element: <RequirePermission resource="orders" action="update" />,
                        children: [{ path: 'ready', lazy: area(ordersReady, (m) => m.ReadyPage) }],
                      },
                      { path: ':id', lazy: area(orderDetail, (m) => m.OrderDetailPage) },
                    ],
                  },
                  { path: 'reports/*', lazy: area(reports, (m) => m.ReportsPage) },
                  {
                    element: <RequirePermission resource="till" action="read" />,
                    children: [{ path: 'till', lazy: area(till, (m) => m.TillPage) }],
                  },
                  // Staff shows its own Access Denied page to non-admins (spec part 2 §2.9).
                  recordRoutes('staff', staff),
                  {
                    // The price list is for those who may change it; cashiers read prices in the
                    // order form and the calculator.
                    element: <RequirePermission resource="services" action="update" />,
                    children: [recordRoutes('services', services)],
                  },
                  {
                    // Accounts, who changed what, and the shop's mail: whoever manages accounts.
                    element: <RequirePermission resource="users" action="read" />,
                    children: [
                      recordRoutes('users', users),
                      { path: 'audit', lazy: area(audit, (m) => m.AuditPage) },
                      { path: 'outbox', lazy: area(outbox, (m) => m.OutboxPage) },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
