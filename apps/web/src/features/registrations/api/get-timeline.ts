import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffTimelineEntry } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

/** What happened to one registration, oldest first, with who did it (docs/product/review.md#timeline). */
export function getTimeline(travellerId: string): Promise<StaffTimelineEntry[]> {
  return api.get<StaffTimelineEntry[]>(`api/admin/travellers/${encodeURIComponent(travellerId)}/timeline`);
}

export function timelineQuery(travellerId: string) {
  return queryOptions({ queryKey: registrationKeys.timeline(travellerId), queryFn: () => getTimeline(travellerId) });
}

export function useTimeline(travellerId: string) {
  return useQuery(timelineQuery(travellerId));
}
