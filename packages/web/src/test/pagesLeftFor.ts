import { browserLocation } from '../app/browserLocation';

/**
 * Where the page under test sent the browser with a full page load (the sign-in page and the
 * back-office are separate pages). The test environment cannot load another page, so
 * vitest.setup.ts routes `browserLocation` here and empties the list after each test.
 */
export const pagesLeftFor: string[] = [];

export function recordPageLoads() {
  browserLocation.replace = (url) => {
    pagesLeftFor.push(url);
  };
  browserLocation.assign = (url) => {
    pagesLeftFor.push(url);
  };
}
