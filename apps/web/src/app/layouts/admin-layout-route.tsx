import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CenteredProgress } from '../../components/common/centered-progress.tsx';
import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { paths } from '../../lib/paths.ts';
import { useSelectedTrip } from '../../lib/selected-trip.tsx';
import { useSession, useSignOut } from '../../lib/session.tsx';
import { ADMIN_NAV } from './nav-items.tsx';

/** Connects the staff frame to the app: trips, the selected trip, the user and sign-out. */
export function AdminLayoutRoute() {
  const { trips, tripId, selectTrip } = useSelectedTrip();
  const { user } = useSession();
  const signOut = useSignOut();
  return (
    <AdminLayout
      homeTo={paths.dashboard.href()}
      navItems={ADMIN_NAV}
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
