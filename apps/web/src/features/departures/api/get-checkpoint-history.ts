import { useQuery } from '@tanstack/react-query';
import type { CheckpointHistory } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { TRIP_DAY_REFRESH_MS } from './get-trip-day-office.ts';
import { tripDayOfficeKeys } from './query-keys.ts';

export function getCheckpointHistory(departureId: number, checkpointKey: string): Promise<CheckpointHistory> {
  return api.get<CheckpointHistory>(
    `api/admin/trip-day/departures/${departureId}/checkpoints/${encodeURIComponent(checkpointKey)}/history`,
  );
}

/**
 * Who marked whom at one checkpoint, and when (docs/product/trip-day.md#the-office): read when the dialog opens,
 * and again every 15 seconds while it stays open, as the section's view is.
 */
export function useCheckpointHistory(departureId: number, checkpointKey: string | null, open: boolean) {
  return useQuery({
    queryKey: tripDayOfficeKeys.history(departureId, checkpointKey ?? ''),
    queryFn: () => getCheckpointHistory(departureId, checkpointKey!),
    enabled: open && checkpointKey !== null,
    refetchInterval: TRIP_DAY_REFRESH_MS,
  });
}
