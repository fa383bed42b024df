import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, Rooming, RoomingListFormat, RoomingMix } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

/** A departure's rooming and the changes staff make to it (docs/product/rooming.md). */

export const roomingKey = (departureId: number) => ['rooming', departureId] as const;

const base = (departureId: number) => `api/admin/departures/${departureId}/rooming`;

export function useRooming(departureId: number | undefined) {
  return useQuery({
    queryKey: roomingKey(departureId ?? 0),
    queryFn: () => api.get<Rooming>(base(departureId!)),
    enabled: departureId !== undefined,
  });
}

/** What staff do to the rooms; each call carries the rooming's `updatedAt` as the screen read it. */
export type RoomingCall =
  | { action: 'auto-fill' | 'lock' | 'unlock' }
  | { action: 'mix'; mix: RoomingMix }
  | { action: 'move'; travellerId: string; toRoom: number | 'new' | null };

/** Runs one change and shows the rooming it answers; a refusal leaves the screen to read it again. */
export function useRoomingChange(departureId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ call, expectedUpdatedAt }: { call: RoomingCall; expectedUpdatedAt: string | null }) => {
      const { action, ...rest } = call;
      return api.post<Rooming>(`${base(departureId)}/${action}`, { ...rest, expectedUpdatedAt });
    },
    onSuccess: (rooming) => client.setQueryData(roomingKey(departureId), rooming),
    onError: () => client.invalidateQueries({ queryKey: roomingKey(departureId) }),
  });
}

/** Where the hotel's rooming list downloads; the API answers it as an attachment. */
export function roomingListUrl(departureId: number, format: RoomingListFormat, lang: Locale): string {
  return `/${base(departureId)}/list?${new URLSearchParams({ format, lang }).toString()}`;
}
