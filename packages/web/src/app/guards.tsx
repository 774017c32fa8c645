import { hasRole, type Role } from '@laundry/domain';
import { FullPageSpinner } from '@laundry/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPath, returnToState } from './returnTo';
import { useSession } from './session';

/** Signed-in users only; anyone else goes to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isRestoring) return <FullPageSpinner label="Authenticating..." />;
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={returnToState(location)} />;
  }
  return <Outlet />;
}

/** Users of one role only; a signed-in user of another role goes to /dashboard. */
export function RequireRole({ allow }: { allow: Role }) {
  const { user } = useSession();
  if (!hasRole(user, allow)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

export function AdminOnly() {
  return <RequireRole allow="admin" />;
}

/** Guests only (the sign-in page); a signed-in user goes where they were heading, or /dashboard. */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.isRestoring) return <FullPageSpinner label="Authenticating..." />;
  if (session.isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
