import { useQuery } from '@tanstack/react-query';
import type { MyRoommates } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

export const roommatesUrl = (travellerId: string) => `api/my/travellers/${encodeURIComponent(travellerId)}/roommates`;

/** The names the family typed (together once named back) and who asks for its child (`…/roommates`). */
export function useMyRoommates(travellerId: string) {
  return useQuery({
    queryKey: myVoyageKeys.roommates(travellerId),
    queryFn: () => api.get<MyRoommates>(roommatesUrl(travellerId)),
  });
}
