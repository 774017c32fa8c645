import { i18n } from '@lingui/core';
// The `.css.ts` files run as modules in tests (vitest.config.ts): their styles are not injected.
import '@vanilla-extract/css/disableRuntimeStyles';
// toBeVisible, toHaveTextContent...: assertions that say what the user sees, and can fail.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { pagesLeftFor, recordPageLoads } from './src/test/pagesLeftFor';

// The whole app renders in these tests (session restore, lazy routes): on a loaded machine the
// first screen can take more than the library's 1 s default to appear.
configure({ asyncUtilTimeout: 4000 });

recordPageLoads();

afterEach(() => {
  cleanup();
  pagesLeftFor.length = 0;
});

// The public pages speak through Lingui (issue 42): English, the source text, unless a test loads
// another language's catalog. In tests the macros keep the English, so no catalog is needed.
i18n.loadAndActivate({ locale: 'en', messages: {} });
