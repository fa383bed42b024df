import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Traveller } from '@voyage/domain';
import { api } from '../api-client.ts';
import { studentKeys } from './query-keys.ts';

export function getStudents(tripId: number): Promise<Traveller[]> {
  return api.get<Traveller[]>(`api/students?trip_id=${tripId}`);
}

export function studentsQuery(tripId: number) {
  return queryOptions({ queryKey: studentKeys.list(tripId), queryFn: () => getStudents(tripId) });
}

/** Waits (stays pending) while the trip is unknown, e.g. a malformed id in the address. */
export function useStudents(tripId: number | undefined) {
  return useQuery({ ...studentsQuery(tripId ?? 0), enabled: tripId !== undefined });
}
