import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPage, StatementImport, TravellerListRow, WaitingStatementLine } from '@voyage/domain';
import { staffPaymentKeys } from '../../../entities/payments/api/query-keys.ts';
import { api } from '../../../lib/api-client.ts';

/** The statement import calls (docs/product/payments.md#importing-a-statement). */

const waitingKey = (tripId: number) => [...staffPaymentKeys.all, 'statement-lines', tripId] as const;

export const waitingLinesQuery = (tripId: number) =>
  queryOptions({
    queryKey: waitingKey(tripId),
    queryFn: () => api.get<WaitingStatementLine[]>(`api/admin/statement-lines?trip_id=${tripId}`),
  });

/** `POST api/admin/statements`: the file read and previewed; nothing is written to payments. */
export function uploadStatement(
  tripId: number,
  format: 'camt053' | 'csv',
  file: File,
  mapping?: object,
  bankName?: string,
) {
  const form = new FormData();
  form.append('format', format);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (bankName && format === 'csv') form.append('bankName', bankName);
  form.append('file', file, file.name);
  return api.upload<StatementImport>(`api/admin/statements?trip_id=${tripId}`, form);
}

/** Applies a preview; the payments lists and the lines waiting are read again after it. */
export function useApplyStatement(tripId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => api.post<StatementImport>(`api/admin/statements/${importId}/apply`),
    onSuccess: () => client.invalidateQueries({ queryKey: staffPaymentKeys.all }),
    meta: { tripId },
  });
}

export type LineDecision =
  | { kind: 'assign'; lineId: string; travellerId: string; overrideReason?: string }
  | { kind: 'set-aside'; lineId: string; reason: string };

export function useDecideLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: LineDecision) =>
      decision.kind === 'assign'
        ? api.post<void>(`api/admin/statement-lines/${decision.lineId}/assign`, {
            travellerId: decision.travellerId,
            ...(decision.overrideReason ? { overrideReason: decision.overrideReason } : {}),
          })
        : api.post<void>(`api/admin/statement-lines/${decision.lineId}/set-aside`, { reason: decision.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffPaymentKeys.all }),
  });
}

/**
 * The trip's approved travellers a waiting line could be assigned to, found by name, personal code or RF
 * reference (`GET api/students?search=`): the first ten.
 */
export const travellerSearchQuery = (tripId: number, search: string) =>
  queryOptions({
    queryKey: [...staffPaymentKeys.all, 'traveller-search', tripId, search] as const,
    queryFn: () =>
      api.get<ListPage<TravellerListRow>>(
        `api/students?trip_id=${tripId}&page_size=10&search=${encodeURIComponent(search)}`,
      ),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
