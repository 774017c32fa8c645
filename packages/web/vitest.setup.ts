// toBeVisible, toHaveTextContent...: assertions that say what the user sees, and can fail.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { pagesLeftFor, recordPageLoads } from './src/test/pagesLeftFor';

// The whole app renders in these tests (session restore, lazy routes): on a loaded machine the
// first screen can take more than the library's 1 s default to appear.
configure({ asyncUtilTimeout: 4000 });

recordPageLoads();

// The files share their worker's modules (isolate: false). A lazy part of the app still loading
// when a file ends is cut off with the file's environment and stays broken for the next files
// that need it ("Cannot load … after the environment was torn down"): the lazy parts are loaded
// once, up front, instead. Charts are what every lazy tab imports.
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

afterEach(() => {
  cleanup();
  pagesLeftFor.length = 0;
});
