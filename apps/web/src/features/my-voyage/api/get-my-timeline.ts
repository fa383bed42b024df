import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { myVoyageKeys } from './query-keys.ts';

/** What happened to one of the family's registrations, in their words (`api/my/travellers/:id/timeline`). */
export const myTimelineQuery = (travellerId: string) =>
  queryOptions({
    queryKey: myVoyageKeys.timeline(travellerId),
    queryFn: () => api.get<TimelineEntry[]>(`api/my/travellers/${encodeURIComponent(travellerId)}/timeline`),
  });

/** Asked only while someone is signed in: after a log-out, the screen being left asks nothing more. */
export function useMyTimeline(travellerId: string) {
  const { user } = useSession();
  return useQuery({ ...myTimelineQuery(travellerId), enabled: user !== null });
}
