import { Suspense } from 'react';
import { CenteredProgress } from '../../components/common/centered-progress.tsx';
import { lazyPart } from '../../components/common/lazy-part.tsx';
import { useSession } from '../../lib/session.tsx';
import { PublicLayoutRoute } from './public-layout-route.tsx';

// Staff only: a family's My Voyage does not download the staff frame (decision 029).
const AdminLayoutRoute = lazyPart(() => import('./admin-layout-route.tsx').then((module) => module.AdminLayoutRoute));

/** Participant screens (profile, My Voyage): staff keep their admin frame, families the public one. */
export default function SignedInLayoutRoute() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <PublicLayoutRoute />;
  return (
    <Suspense fallback={<CenteredProgress fullScreen />}>
      <AdminLayoutRoute />
    </Suspense>
  );
}
