import { useState } from 'react';
import type { AdminTraveller } from '@voyage/domain';
import { useDeletedRegistrations } from '../api/get-deleted-registrations.ts';
import { useRegistrations } from '../api/get-registrations.ts';

/**
 * One registration of a trip, looked for among its registrations and then among the deleted ones. While the
 * lists are read again after a change (deleted, restored), the registration moves from one to the other: it
 * stays shown meanwhile, so what the change said stays on screen.
 */
export function useShownRegistration(tripId: number | undefined, id: string | undefined) {
  const registrations = useRegistrations(tripId);
  const deleted = useDeletedRegistrations(tripId);
  const found = registrations.data?.find((row) => row.id === id) ?? deleted.data?.find((row) => row.id === id);
  const [shown, setShown] = useState<AdminTraveller | undefined>(found);
  if (found && found !== shown) setShown(found);
  const isRefreshing = registrations.isFetching || deleted.isFetching;
  const traveller = found ?? (isRefreshing && shown?.id === id ? shown : undefined);
  return { traveller, registrations, deleted };
}
