import { useQueryClient } from '@tanstack/react-query';
import type {
  Departure,
  DepartureChangeBody,
  DepartureForm,
  RegistrationCodeRenewalBody,
  School,
  SchoolChangeBody,
  SchoolForm,
} from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys, publicDepartureKeys, schoolKeys, studentKeys } from '../../../lib/api/query-keys.ts';
import { departureKeys } from './query-keys.ts';

/** Staff's changes to schools and departures (docs/product/schools-and-departures.md). */
export function createSchool(tripId: number, school: SchoolForm): Promise<School> {
  return api.post<School>(`api/admin/schools?trip_id=${tripId}`, school);
}

export function changeSchool(schoolId: number, body: SchoolChangeBody): Promise<School> {
  return api.patch<School>(`api/admin/schools/${schoolId}`, body);
}

export function renewRegistrationCode(schoolId: number, body: RegistrationCodeRenewalBody): Promise<School> {
  return api.post<School>(`api/admin/schools/${schoolId}/registration-code`, body);
}

export function createDeparture(tripId: number, departure: DepartureForm): Promise<Departure> {
  return api.post<Departure>(`api/admin/departures?trip_id=${tripId}`, departure);
}

export function changeDeparture(departureId: number, body: DepartureChangeBody): Promise<Departure> {
  return api.patch<Departure>(`api/admin/departures/${departureId}`, body);
}

/** After a change: every list that shows schools or departures reads again, the public flights included. */
export function useRefreshTripOperations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [schoolKeys.all, departureKeys.all, publicDepartureKeys.all, studentKeys.all, dashboardKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
