import type { ListExportFormat, Locale, ManifestFormat, RegistrationExportTab } from '@voyage/domain';
import { FIRST_PAGE, listExportParams, type FixedFilters, type ListState } from '../lists/list-state.ts';

/**
 * Where staff download a list or a manifest (docs/product/exports.md): plain links the browser saves, the
 * API answering each as an attachment in the language asked for.
 */
export function manifestUrl(departureId: number, format: ManifestFormat, lang: Locale): string {
  return `/api/admin/departures/${departureId}/manifest?${new URLSearchParams({ format, lang }).toString()}`;
}

/** What the list shows: its filters, search and order (no page), so the file holds the rows on screen and after. */
export type ListOnScreen = { state?: ListState; fixed?: FixedFilters };

function onScreen({ state, fixed = {} }: ListOnScreen): [string, string][] {
  return listExportParams(state ?? FIRST_PAGE, fixed);
}

export function studentsExportUrl(
  tripId: number,
  format: ListExportFormat,
  lang: Locale,
  list: ListOnScreen = {},
): string {
  const search = new URLSearchParams([
    ['trip_id', String(tripId)],
    ['format', format],
    ['lang', lang],
    ...onScreen(list),
  ]);
  return `/api/admin/students/export?${search.toString()}`;
}

export function registrationsExportUrl(
  tripId: number,
  tab: RegistrationExportTab,
  format: ListExportFormat,
  lang: Locale,
  list: ListOnScreen = {},
): string {
  const search = new URLSearchParams([
    ['trip_id', String(tripId)],
    ['tab', tab],
    ['format', format],
    ['lang', lang],
    ...onScreen(list),
  ]);
  return `/api/admin/travellers/export?${search.toString()}`;
}
