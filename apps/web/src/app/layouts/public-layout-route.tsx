import { useQuery } from '@tanstack/react-query';
import { isRegistrationOpen, parseTripId } from '@voyage/domain';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { CenteredProgress } from '../../components/common/centered-progress.tsx';
import type { NavItem } from '../../components/layout/nav-item.ts';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { UserMenu } from '../../components/layout/user-menu.tsx';
import { activeTripQuery } from '../../entities/trips/api/get-active-trip.ts';
import { paths } from '../../lib/paths.ts';
import { useSession, useSignOut } from '../../lib/session.tsx';
import { publicNav } from './nav-items.tsx';

/** Connects the public frame to the app: active trip (Register button) and the signed-in user. */
export function PublicLayoutRoute() {
  const { data: activeTrip } = useQuery(activeTripQuery);
  const { user } = useSession();
  const signOut = useSignOut();
  const viewedTripId = parseTripId(useParams().tripId);
  const registerTo =
    activeTrip && isRegistrationOpen(activeTrip, new Date()) ? paths.register.href(activeTrip.id) : null;
  const account: NavItem = !user
    ? { to: paths.login.href(), labelKey: 'nav.signIn' }
    : { to: user.role === 'admin' ? paths.dashboard.href() : paths.myVoyage.href(), labelKey: 'nav.myArea' };
  const userMenu = user ? (
    <UserMenu
      userName={user.name}
      profileTo={paths.profile.href()}
      messagesTo={user.role === 'admin' ? paths.outbox.href() : paths.myMessages.href()}
      onSignOut={() => void signOut()}
    />
  ) : null;
  return (
    <PublicLayout
      homeTo={paths.home.href()}
      navItems={publicNav(viewedTripId)}
      registerTo={registerTo}
      account={account}
      userMenu={userMenu}
    >
      <Suspense fallback={<CenteredProgress />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
