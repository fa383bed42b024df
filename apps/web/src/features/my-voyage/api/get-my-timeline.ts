import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/** What happened to one of the family's registrations, in their words (`api/my/travellers/:id/timeline`). */
export const myTimelineQuery = (travellerId: string) =>
  queryOptions({
    queryKey: myVoyageKeys.timeline(travellerId),
    queryFn: () => api.get<TimelineEntry[]>(`api/my/travellers/${encodeURIComponent(travellerId)}/timeline`),
  });

export function useMyTimeline(travellerId: string) {
  return useQuery(myTimelineQuery(travellerId));
}
