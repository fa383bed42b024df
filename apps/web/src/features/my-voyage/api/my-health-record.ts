import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthAddendum, HealthAddendumForm, HealthSectionUpdate, MyHealthRecord } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { myVoyageKeys } from './query-keys.ts';

const healthUrl = (travellerId: string) => `api/my/travellers/${encodeURIComponent(travellerId)}/health`;

/** The child's health record, its completeness and whether it is frozen (docs/product/health.md). */
export function useMyHealthRecord(travellerId: string) {
  return useQuery({
    queryKey: myVoyageKeys.health(travellerId),
    queryFn: () => api.get<MyHealthRecord>(healthUrl(travellerId)),
  });
}

/** Saves one section (or the consent); the answer is the whole record as it now is. */
export function useSaveHealthSection(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: HealthSectionUpdate) => api.put<MyHealthRecord>(healthUrl(travellerId), update),
    onSuccess: (record) => queryClient.setQueryData(myVoyageKeys.health(travellerId), record),
  });
}

const addendaUrl = (travellerId: string) => `${healthUrl(travellerId)}/addenda`;
const addendaKey = (travellerId: string) => [...myVoyageKeys.health(travellerId), 'addenda'] as const;

/** The changes sent to the health lead after the freeze, newest first (docs/product/health.md#changes-after-the-freeze). */
export function useMyHealthAddenda(travellerId: string) {
  return useQuery({
    queryKey: addendaKey(travellerId),
    queryFn: () => api.get<HealthAddendum[]>(addendaUrl(travellerId)),
  });
}

/** Sends one change to the health lead; the list is read again. */
export function useSendHealthAddendum(travellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: HealthAddendumForm) => api.post<HealthAddendum>(addendaUrl(travellerId), form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addendaKey(travellerId) }),
  });
}
