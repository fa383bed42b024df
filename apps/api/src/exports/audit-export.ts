import type { Locale } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import type { ExportFormat } from './export-table.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../audit/queries/audit-log.ts';

export type ExportAuditEntry = {
  /** What was exported: `manifest`, `students`, `registrations`, `school-students`… */
  what: string;
  /** A list's format, or `pain001` for a bank transfer file (docs/product/payments.md#refunds). */
  format: ExportFormat | 'pain001';
  locale: Locale;
  /** The trip the list is of; none for a list of the whole product (the audit log, the administrators…). */
  tripId?: number;
  /** The departure or school the export is about, when it is about one. */
  entity?: { type: string; id: string };
  /** The list's filters as the route took them (ids, statuses, searched words): never a person's data. */
  filter?: Record<string, unknown>;
  rowCount: number;
};

/**
 * The `export.downloaded` audit row (docs/product/exports.md#audit): who took which list out, in which
 * format and with which filter, and how many rows it held; names and documents stay out of the log.
 */
export async function auditExport(
  db: Executor,
  origin: RequestOrigin & { actorUserId: string },
  entry: ExportAuditEntry,
): Promise<void> {
  await audit(db, {
    ip: origin.ip,
    requestId: origin.requestId,
    actorUserId: origin.actorUserId,
    action: 'export.downloaded',
    entityType: entry.entity?.type ?? (entry.tripId === undefined ? 'list' : 'trip'),
    entityId: entry.entity?.id ?? (entry.tripId === undefined ? entry.what : String(entry.tripId)),
    tripId: entry.tripId ?? null,
    details: {
      what: entry.what,
      format: entry.format,
      lang: entry.locale,
      ...(entry.filter ? { filter: entry.filter } : {}),
      rows: entry.rowCount,
    },
  });
}
