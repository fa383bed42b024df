import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTraveller } from '@voyage/domain';
import { api, ApiRequestError } from '../../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

/** One registration in full, and those its page compares it with (its school's, the one it may duplicate). */
export type RegistrationWithRelated = { traveller: AdminTraveller; related: AdminTraveller[] };

/** The registration, or null when there is none with this id. */
export async function getRegistration(id: string): Promise<RegistrationWithRelated | null> {
  try {
    return await api.get<RegistrationWithRelated>(`api/admin/travellers/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function registrationQuery(id: string) {
  return queryOptions({ queryKey: registrationKeys.detail(id), queryFn: () => getRegistration(id) });
}

/** Waits while the id is unknown. */
export function useRegistration(id: string | undefined) {
  return useQuery({ ...registrationQuery(id ?? ''), enabled: id !== undefined && id !== '' });
}
