import type { Location } from 'react-router';

/** What RequireAuth leaves in the /login navigation state: where the visitor was going. */
export interface ReturnToState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnToState(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ReturnToState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The in-app path to go back to after sign-in, or /dashboard. Never /login, never off-site. */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/dashboard';
  const { from } = state as { from: unknown };
  if (typeof from !== 'object' || from === null) return '/dashboard';
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return '/dashboard';
  }
  if (pathname === '/login') return '/dashboard';
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
