import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChecklistItemKind, HealthRemindersResult, Locale, ReadinessBoard } from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

const base = (departureId: number) => `api/admin/departures/${departureId}/readiness`;
const query = (missing: ChecklistItemKind | null, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...(missing ? { missing } : {}), ...extra }).toString();

/** A departure's readiness board, filtered to the children missing one item or not (docs/product/readiness.md#board). */
export function useReadinessBoard(departureId: number | undefined, missing: ChecklistItemKind | null) {
  return useQuery({
    queryKey: ['admin', 'readiness', departureId ?? 0, missing] as const,
    queryFn: () => api.get<ReadinessBoard>(`${base(departureId!)}?${query(missing)}`),
    enabled: departureId !== undefined,
  });
}

/** The board as CSV, filtered as shown, in the screen's language: a plain link the browser saves. */
export function readinessExportUrl(departureId: number, missing: ChecklistItemKind | null, lang: Locale): string {
  return `/${base(departureId)}/export?${query(missing, { lang })}`;
}

/** "Remind these families": every family of the departure with the item to do, once a day (docs/product/readiness.md#reminders). */
export function useRemindFamilies(departureId: number) {
  return useMutation({
    mutationFn: (item: ChecklistItemKind) =>
      api.post<HealthRemindersResult>(`${base(departureId)}/reminders`, { item }),
  });
}
