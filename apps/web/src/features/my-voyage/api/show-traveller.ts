import type { QueryClient } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { myVoyageKeys } from './query-keys.ts';

/** Puts a traveller the API just answered with into the family's list, so the screen shows it at once. */
export function showTraveller(queryClient: QueryClient, traveller: Traveller): void {
  queryClient.setQueryData<Traveller[]>(myVoyageKeys.travellers(), (travellers) =>
    travellers?.map((candidate) => (candidate.id === traveller.id ? traveller : candidate)),
  );
}

/** After a payment changed (or may have): the family's travellers, timeline and messages load again. */
export function refreshMyVoyage(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myVoyageKeys.all });
}
