import type { QueryClient } from '@tanstack/react-query';
import { activeTripQuery } from '../entities/trips/api/get-active-trip.ts';
import { tripsQuery } from '../entities/trips/api/get-trips.ts';
import { documentQueueList } from '../features/documents/api/document-queue.ts';
import { myTravellersQuery } from '../features/my-voyage/api/get-my-travellers.ts';
import { dashboardQuery } from '../lib/api/get-dashboard.ts';
import { erasureRequestsQuery } from '../lib/api/get-erasure-requests.ts';
import { schoolsQuery } from '../lib/api/get-schools.ts';
import { listCountQuery, listPageQuery } from '../lib/api/list-page.ts';
import { pendingRegistrationKeys } from '../lib/api/query-keys.ts';
import { registrationKeys } from '../features/registrations/api/query-keys.ts';
import { DOCUMENT_QUEUE_LIST, TRAVELLER_LIST } from '../lib/lists/list-specs.ts';
import { listStateFromParams } from '../lib/lists/list-state.ts';
import { paths } from '../lib/paths.ts';
import { initialTripId } from '../lib/selected-trip.tsx';
import { sessionQuery } from '../lib/session.tsx';

/** The staff screens whose data is asked for ahead, each as the screen itself asks for it at that address. */
function askStaffScreen(client: QueryClient, pathname: string, params: URLSearchParams, tripId: number): void {
  const tab = params.get('tab') === 'all' ? 'all' : 'pending';
  switch (pathname) {
    case paths.dashboard.href():
      void client.prefetchQuery(dashboardQuery(tripId));
      void client.prefetchQuery(erasureRequestsQuery(tripId));
      return;
    case paths.registrations.href(): {
      const key = tab === 'pending' ? pendingRegistrationKeys.list(tripId) : registrationKeys.list(tripId);
      const path = tab === 'pending' ? 'registrations/pending' : 'registrations';
      void client.prefetchQuery(listPageQuery(key, path, tripId, listStateFromParams(TRAVELLER_LIST, params), {}));
      void client.prefetchQuery(listCountQuery(pendingRegistrationKeys.list(tripId), 'registrations/pending', tripId));
      void client.prefetchQuery(listCountQuery(registrationKeys.list(tripId), 'registrations', tripId));
      return;
    }
    case paths.documents.href(): {
      const school = Number(params.get('school'));
      const list = documentQueueList(tripId, tab, Number.isInteger(school) && school > 0 ? school : undefined);
      const waiting = documentQueueList(tripId, 'pending');
      const state = listStateFromParams(DOCUMENT_QUEUE_LIST, params);
      void client.prefetchQuery(listPageQuery(list.listKey, list.path, tripId, state, list.fixed));
      void client.prefetchQuery(listCountQuery(waiting.listKey, waiting.path, tripId, waiting.fixed));
      void client.prefetchQuery(schoolsQuery(tripId));
    }
  }
}

const FIRST_SCREENS: string[] = [
  paths.dashboard.href(),
  paths.registrations.href(),
  paths.documents.href(),
  paths.myVoyage.href(),
];

/**
 * The first screen's own data, asked for as soon as the session and the trips are known, while the screen's code
 * and texts still load (docs/architecture.md#first-screen): without it the dashboard, the registrations, the
 * documents and My Voyage would ask only once drawn, one call later. Each call is the screen's own (same key,
 * same address), so the screen finds its answer on the way; asked only of whom the screen is for, so nobody is
 * sent away by a refused call the screen itself would not have made.
 */
export async function prefetchFirstScreen(client: QueryClient, { pathname, search }: Location): Promise<void> {
  if (!FIRST_SCREENS.includes(pathname)) return;
  const { user } = await client.ensureQueryData(sessionQuery);
  if (!user) return;
  if (pathname === paths.myVoyage.href()) {
    if (user.role === 'guardian') void client.prefetchQuery(myTravellersQuery);
    return;
  }
  if (user.role !== 'admin' || !user.twoFactorEnabled) return;
  const [trips, active] = await Promise.all([
    client.ensureQueryData(tripsQuery),
    client.ensureQueryData(activeTripQuery),
  ]);
  const tripId = initialTripId(trips, active?.id ?? null);
  if (tripId === undefined) return;
  askStaffScreen(client, pathname, new URLSearchParams(search), tripId);
}
