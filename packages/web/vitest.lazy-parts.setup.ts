import { beforeAll } from 'vitest';

// The web project's files share their worker's modules (isolate: false). A lazy part of the app
// still loading when a file ends is cut off with the file's environment and stays broken for the
// next files that need it ("Cannot load … after the environment was torn down"): the lazy parts
// are loaded once, up front, instead. Charts are what every lazy tab imports. The isolated
// project loads a fresh graph per file and needs none of this (it would compile the whole app
// for two small pages).
beforeAll(async () => {
  await Promise.all([
    import('@laundry/ui/charts'),
    import('./src/areas/orders/OrderAnalyticsTab'),
    import('./src/areas/services/ServiceAnalyticsTab'),
    import('./src/areas/users/UserAnalytics'),
    import('./src/areas/customers/CustomerInsights'),
    import('./src/areas/customers/OrderAmountsChart'),
  ]);
});
