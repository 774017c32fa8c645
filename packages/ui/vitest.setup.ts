// The `.css.ts` files run as modules in tests (vitest.config.ts): their styles are not injected.
import '@vanilla-extract/css/disableRuntimeStyles';
// toBeVisible, toHaveTextContent...: assertions that say what the user sees, and can fail.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
