import type { Role } from '@voyage/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredProgress } from '../components/common/centered-progress.tsx';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.tsx';

/** `location.state` of the login screen: where to go back after signing in. */
export type LoginState = { from?: { pathname: string; search?: string; hash?: string } };

type RequireUserProps = { role?: Role };

/**
 * Guards a whole route subtree in the browser (the API enforces the same rule on every call).
 * Not signed in, or without the role: to /login, remembering where the user was going.
 */
export function RequireUser({ role }: RequireUserProps) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <CenteredProgress />;
  if (!user || (role && user.role !== role)) {
    const state: LoginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * The admin area: an admin who has not set up an authenticator yet goes to its set-up first (the API
 * refuses them every admin call meanwhile), then back where they were going.
 */
export function RequireAdmin() {
  const { user } = useSession();
  const location = useLocation();
  if (user?.role === 'admin' && !user.twoFactorEnabled) {
    const state: LoginState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={paths.twoFactorSetup.href()} replace state={state} />;
  }
  return <RequireUser role="admin" />;
}
