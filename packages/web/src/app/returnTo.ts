/**
 * Where signing in leads. The sign-in page is a page of its own (login.html), so the page a
 * visitor was going to travels in its address: /login?returnTo=%2Fcustomers%2F42.
 */

export const RETURN_TO_PARAM = 'returnTo';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The sign-in page's address, remembering `from` (the page a visitor was sent away from). */
export function signInPath(from?: PageLocation): string {
  if (!from || from.pathname === '/login') return '/login';
  const target = `${from.pathname}${from.search}${from.hash}`;
  return `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}`;
}

/**
 * The in-app path to go to after sign-in (the sign-in page's `search`), or /dashboard. Never
 * /login, never off-site: only a path of this origin, so the link cannot send anyone elsewhere.
 */
export function returnPath(search: string): string {
  const target = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return '/dashboard';
  }
  const { pathname, origin } = new URL(target, 'http://app.invalid');
  if (origin !== 'http://app.invalid' || pathname === '/login') return '/dashboard';
  return target;
}
