/**
 * The orders area's pages. Orders is the counter's busiest area: its list, form, detail and
 * shelf are a lazy chunk each, so taking an order never waits for the detail page's dialogs and
 * the other way round. This module holds only the loaders (the app's route table imports it).
 */
export const orderPages = {
  list: () => import('./OrdersPage'),
  form: () => import('./form/OrderFormPages'),
  detail: () => import('./detail/OrderDetailPage'),
  ready: () => import('./ready/ReadyPage'),
};
