import { LIST_EXPORT_FORMATS, type Capability } from '@voyage/domain';
import { listExportUrl, type ListOnScreen } from '../../lib/api/export-urls.ts';
import { useCan } from '../../lib/session.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { ExportMenu } from './export-menu.tsx';

type ListExportMenuProps = {
  /** The button's words, which name what is exported. */
  label: string;
  /** The list's export under `/api/` without `/export`: `admin/payments`, `admin/documents`… */
  path: string;
  /** The trip the list is of; none for a list not about one trip (the audit log, the administrators…). */
  tripId?: number;
  /** What the list shows (its filters, search and order; the screen's own filters), so the file holds it. */
  list?: ListOnScreen;
  /** What names the list beside its filters (a tab). */
  names?: [string, string][];
};

/** Exports that belong to another area than `exports` (apps/api/src/admin-routes.ts, docs/product/staff-roles.md). */
const EXPORT_CAPABILITIES: Readonly<Record<string, Capability>> = {
  'admin/payments': 'payments',
  'admin/dashboard/payment-groups': 'payments',
  'admin/audit': 'audit',
  'admin/outbox': 'messages',
  'admin/administrators': 'staff.manage',
};

/**
 * A staff list's export menu (docs/product/exports.md#list-exports): CSV, XLSX and PDF of what the list shows,
 * in the screen's language; none for a role the export is not part of.
 */
export function ListExportMenu({ label, path, tripId, list, names }: ListExportMenuProps) {
  const locale = useLocale();
  const canExport = useCan(EXPORT_CAPABILITIES[path] ?? 'exports');
  if (!canExport) return null;
  return (
    <ExportMenu
      label={label}
      formats={LIST_EXPORT_FORMATS}
      href={(format) => listExportUrl(path, tripId, format, locale, list, names)}
    />
  );
}
