import type { ListExportFormat, Locale, ManifestFormat, RegistrationExportTab } from '@voyage/domain';

/**
 * Where staff download a list or a manifest (docs/product/exports.md): plain links the browser saves, the
 * API answering each as an attachment in the language asked for.
 */
export function manifestUrl(departureId: number, format: ManifestFormat, lang: Locale): string {
  return `/api/admin/departures/${departureId}/manifest?${new URLSearchParams({ format, lang }).toString()}`;
}

export function studentsExportUrl(tripId: number, format: ListExportFormat, lang: Locale, schoolId?: number): string {
  const search = new URLSearchParams({ trip_id: String(tripId), format, lang });
  if (schoolId !== undefined) search.set('school_id', String(schoolId));
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
