import { createBrowserRouter } from 'react-router';
import { setForbiddenListener } from '../lib/api-client.ts';
import type { LoginState } from './guards.tsx';
import { paths } from './paths.ts';
import { installPreloadRecovery } from './preload-recovery.ts';
import { routes } from './routes.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // SPEC §4/§8: any 403 sends the user to the login screen (the call itself still rejects).
  setForbiddenListener(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname === paths.login.href() || pathname === paths.adminLogin.href()) return;
    const state: LoginState = { from: { pathname, search, hash } };
    void router.navigate(paths.login.href(), { state });
  });
  installPreloadRecovery(() => {
    const pending = router.state.navigation.location;
    return pending ? router.createHref(pending) : null;
  });
  return router;
}
