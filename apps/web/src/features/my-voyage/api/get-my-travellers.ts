import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

/** The signed-in family's registrations, every trip, newest trip first (`api/my/travellers`). */
export const myTravellersQuery = queryOptions({
  queryKey: myVoyageKeys.travellers(),
  queryFn: () => api.get<Traveller[]>('api/my/travellers'),
});

export function useMyTravellers() {
  return useQuery(myTravellersQuery);
}
