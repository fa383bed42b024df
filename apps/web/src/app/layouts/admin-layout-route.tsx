import { isDepartureScoped } from '@voyage/domain';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredProgress } from '../../components/common/centered-progress.tsx';
import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { paths } from '../../lib/paths.ts';
import { useSelectedTrip } from '../../lib/selected-trip.tsx';
import { useSession, useSignOut, useStaffAccess } from '../../lib/session.tsx';
import { ADMIN_NAV } from './nav-items.tsx';

/** Connects the staff frame to the app: trips, the selected trip, the user and sign-out. */
export function AdminLayoutRoute() {
  const { trips, tripId, selectTrip } = useSelectedTrip();
  const { user } = useSession();
  const staff = useStaffAccess();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const navItems = ADMIN_NAV.filter(
    (item) => staff?.capabilities.includes(item.capability) && !(item.everyDeparture && isDepartureScoped(staff.role)),
  );
  // Staff land on the dashboard after signing in; a role without it (an escort) lands on its first screen.
  const home = navItems[0]?.to ?? paths.dashboard.href();
  if (staff && pathname === paths.dashboard.href() && home !== pathname) return <Navigate replace to={home} />;
  return (
    <AdminLayout
      homeTo={home}
      navItems={navItems}
      trips={trips}
      selectedTripId={tripId}
      onSelectTrip={selectTrip}
      userName={user?.name ?? ''}
      profileTo={paths.profile.href()}
      messagesTo={paths.outbox.href()}
      onSignOut={() => void signOut()}
    >
      <Suspense fallback={<CenteredProgress />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}

export default AdminLayoutRoute;
