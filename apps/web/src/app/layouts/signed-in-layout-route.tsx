import { useSession } from '../../lib/session.tsx';
import { AdminLayoutRoute } from './admin-layout-route.tsx';
import { PublicLayoutRoute } from './public-layout-route.tsx';

/** Participant screens (profile, My Voyage): staff keep their admin frame, families the public one. */
export default function SignedInLayoutRoute() {
  const { user } = useSession();
  return user?.role === 'admin' ? <AdminLayoutRoute /> : <PublicLayoutRoute />;
}
