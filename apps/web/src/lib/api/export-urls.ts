import type { ListExportFormat, Locale, ManifestFormat, MealListFormat, RegistrationExportTab } from '@voyage/domain';
import { FIRST_PAGE, listExportParams, type FixedFilters, type ListState } from '../lists/list-state.ts';

/**
 * Where staff download a list or a manifest (docs/product/exports.md): plain links the browser saves, the
 * API answering each as an attachment in the language asked for.
 */
export function manifestUrl(departureId: number, format: ManifestFormat, lang: Locale): string {
  return `/api/admin/departures/${departureId}/manifest?${new URLSearchParams({ format, lang }).toString()}`;
}

/** A departure's meal list for the hotel (docs/product/health.md#meal-list). */
export function mealListUrl(departureId: number, format: MealListFormat, lang: Locale): string {
  return `/api/admin/departures/${departureId}/meal-list?${new URLSearchParams({ format, lang }).toString()}`;
}

/** What the list shows: its filters, search and order (no page), so the file holds the rows on screen and after. */
export type ListOnScreen = { state?: ListState; fixed?: FixedFilters };

/**
 * A staff list's file: `GET /api/<path>/export` (`admin/payments`, `admin/documents`…) with the trip (when the
 * list is of one), what names the list (a tab), the format and language, and what the screen shows.
 */
export function listExportUrl(
  path: string,
  tripId: number | undefined,
  format: ListExportFormat,
  lang: Locale,
  { state, fixed = {} }: ListOnScreen = {},
  names: [string, string][] = [],
): string {
  const search = new URLSearchParams([
    ...(tripId === undefined ? [] : [['trip_id', String(tripId)] as [string, string]]),
    ...names,
    ['format', format],
    ['lang', lang],
    ...listExportParams(state ?? FIRST_PAGE, fixed),
  ]);
  return `/api/${path}/export?${search.toString()}`;
}

export function studentsExportUrl(
  tripId: number,
  format: ListExportFormat,
  lang: Locale,
  list: ListOnScreen = {},
): string {
  return listExportUrl('admin/students', tripId, format, lang, list);
}

export function registrationsExportUrl(
  tripId: number,
  tab: RegistrationExportTab,
  format: ListExportFormat,
  lang: Locale,
  list: ListOnScreen = {},
): string {
  return listExportUrl('admin/travellers', tripId, format, lang, list, [['tab', tab]]);
}
