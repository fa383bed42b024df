import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { setEnrolmentRequiredListener, setForbiddenListener, setSessionLostListener } from '../lib/api-client.ts';
import type { RouteHandle } from './document-title.ts';
import type { LoginState } from './guards.tsx';
import { paths } from '../lib/paths.ts';
import { installPreloadRecovery } from './preload-recovery.ts';
import { routes } from './routes.tsx';
import type { SessionEndedState } from './session-keeper.ts';
import { getSession, forgetSignedInData } from '../lib/session.tsx';

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(routes);
  const isAtLogin = (pathname: string) => pathname === paths.login.href() || pathname === paths.adminLogin.href();
  // Any 403 sends the user to the login screen (the call itself still rejects):
  // docs/product/screens.md#when-something-fails.
  setForbiddenListener(() => {
    const { pathname, search, hash } = router.state.location;
    if (isAtLogin(pathname)) return;
    const state: LoginState = { from: { pathname, search, hash } };
    void router.navigate(paths.login.href(), { state });
  });
  // An admin signed in with a password alone: the authenticator set-up first, then back here.
  setEnrolmentRequiredListener(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname === paths.twoFactorSetup.href()) return;
    const state: LoginState = { from: { pathname, search, hash } };
    void router.navigate(paths.twoFactorSetup.href(), { state });
  });
  // A session ended elsewhere (log-out in another tab, expiry, revocation): sign in again, with a short
  // notice, and come back to the same page afterwards. What the session showed is forgotten.
  // An answer to a call sent before the user signed in again proves nothing: the session is asked first.
  // A refused call answered after the user left the signed-in screens (a load still on its way when they
  // logged out) changes nothing: the page they are on needs no session.
  let isChecking = false;
  const needsSession = () =>
    router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.requiresSession);
  setSessionLostListener(async () => {
    if (isChecking || isAtLogin(router.state.location.pathname) || !needsSession()) return;
    isChecking = true;
    try {
      const reply = await getSession().catch(() => null);
      const { pathname, search, hash } = router.state.location;
      if (reply?.user || isAtLogin(pathname)) return;
      const state: SessionEndedState = { from: { pathname, search, hash }, sessionEnded: true };
      await router.navigate(paths.login.href(), { state });
      forgetSignedInData(queryClient);
    } finally {
      isChecking = false;
    }
  });
  installPreloadRecovery(() => {
    const pending = router.state.navigation.location;
    return pending ? router.createHref(pending) : null;
  });
  return router;
}
