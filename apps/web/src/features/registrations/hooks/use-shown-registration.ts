import { useRegistration } from '../api/get-registration.ts';

/**
 * One registration of a trip, whatever its status, read on its own with the registrations its page compares
 * it with. While it is read again after a change (deleted, restored) it stays shown, so what the change said
 * stays on screen. A registration of another trip is not found here.
 */
export function useShownRegistration(tripId: number | undefined, id: string | undefined) {
  const query = useRegistration(tripId === undefined ? undefined : id);
  const found = query.data && query.data.traveller.tripId === tripId ? query.data : undefined;
  return { traveller: found?.traveller, related: found?.related ?? [], query };
}
