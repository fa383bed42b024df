import type { District, ListExportFormat, Locale, ManifestFormat, RegistrationExportTab } from '@voyage/domain';

/**
 * Where staff download a list or a manifest (docs/product/exports.md): plain links the browser saves, the
 * API answering each as an attachment in the language asked for.
 */
export function manifestUrl(departureId: number, format: ManifestFormat, lang: Locale): string {
  return `/api/admin/departures/${departureId}/manifest?${new URLSearchParams({ format, lang }).toString()}`;
}

export function studentsExportUrl(
  tripId: number,
  format: ListExportFormat,
  lang: Locale,
  filter: { schoolId?: number; district?: District } = {},
): string {
  const search = new URLSearchParams({ trip_id: String(tripId), format, lang });
  if (filter.schoolId !== undefined) search.set('school_id', String(filter.schoolId));
  if (filter.district !== undefined) search.set('district', filter.district);
  return `/api/admin/students/export?${search.toString()}`;
}

export function registrationsExportUrl(
  tripId: number,
  tab: RegistrationExportTab,
  format: ListExportFormat,
  lang: Locale,
): string {
  const search = new URLSearchParams({ trip_id: String(tripId), tab, format, lang });
  return `/api/admin/registrations/export?${search.toString()}`;
}
