import { type Action, hasPermission, type Resource } from '@laundry/domain';
import { FullPageSpinner } from '@laundry/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { browserLocation } from './browserLocation';
import { signInPath } from './returnTo';
import { useSession } from './session';

/**
 * Leaves for the sign-in page, a page of its own (login.html): a full load of `to`, in place of
 * this page in the history.
 */
export function LeaveForSignIn({ to }: { to: string }) {
  useEffect(() => browserLocation.replace(to), [to]);
  return <FullPageSpinner label="Redirecting to sign in..." />;
}

/** Signed-in users only; anyone else goes to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isRestoring) return <FullPageSpinner label="Authenticating..." />;
  if (!session.isAuthenticated) return <LeaveForSignIn to={signInPath(location)} />;
  return <Outlet />;
}

/**
 * Users the permission map (the server's) allows `action` on `resource`; anyone else signed in
 * goes to /dashboard.
 */
export function RequirePermission({ resource, action }: { resource: Resource; action: Action }) {
  const { user } = useSession();
  if (!hasPermission(user, resource, action)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * /login reached inside the back-office (a link, the error page): the sign-in page is served
 * by the server as login.html, so load it (it sends a signed-in user on by itself).
 */
export function SignInPage() {
  const { search } = useLocation();
  return <LeaveForSignIn to={`/login${search}`} />;
}
