import {
  instalmentsSettled,
  tripDate,
  type Instalment,
  type LedgerFormat,
  type PaymentMethod,
  type PaymentStatus,
} from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { auditExport } from '../../exports/audit-export.ts';
import { EXPORT_CONTENT_TYPES, type ExportFile } from '../../exports/export-table.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { ledgerDocument, type LedgerLine } from '../ledger-lines.ts';
import { notFound } from '../../lib/http-error.ts';
import { findPaymentLedger, type LedgerPaymentRow } from '../queries/payment-ledger.ts';

type ExportOptions = RequestOrigin & {
  db: Executor;
  actorUserId: string;
  tripId: number;
  format: LedgerFormat;
  now: Date;
};

/** The ledger is for the accountant, in English whatever the staff's language. */
const STATUS_WORDS: Record<PaymentStatus, string> = {
  pending: 'Processing',
  approved: 'Received',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const METHOD_WORDS: Record<PaymentMethod, string> = { transfer: 'Bank transfer', cash: 'Cash' };

const dayOf = (instant: string | null) => (instant ? tripDate(new Date(instant)) : '');

/** Each payment's line, with the instalments it settles counted over its traveller's payments, oldest first. */
function ledgerLines(plan: readonly Instalment[], rows: readonly LedgerPaymentRow[]): LedgerLine[] {
  const byTraveller = new Map<string, LedgerPaymentRow[]>();
  for (const row of rows) {
    const list = byTraveller.get(row.travellerId);
    if (list) list.push(row);
    else byTraveller.set(row.travellerId, [row]);
  }
  const labels = new Map(plan.map((instalment) => [instalment.key, instalment.label.en]));
  const settled = new Map<string, Instalment['key'][]>();
  for (const payments of byTraveller.values()) {
    for (const [id, keys] of instalmentsSettled(plan, payments)) settled.set(id, keys);
  }
  return rows.map((row) => ({
    reference: row.personalCode ?? '',
    traveller: `${row.lastName.toUpperCase()} ${row.firstName}`,
    school: row.schoolName,
    instalment: (settled.get(row.id) ?? []).map((key) => labels.get(key) ?? key).join(' + '),
    amountCents: row.amountCents,
    method: METHOD_WORDS[row.method],
    submitted: dayOf(row.submittedAt),
    transferDate: row.transferDate ?? '',
    received: row.status === 'approved' ? dayOf(row.receivedAt) : '',
    status: STATUS_WORDS[row.status],
    confirmedBy: row.status === 'approved' ? (row.staffName ?? '') : '',
    rejectionReason: row.status === 'rejected' ? (row.rejectionReason ?? '') : '',
  }));
}

/**
 * `GET /api/admin/payments/ledger`: the trip's payments as a file for the accountant
 * (docs/product/payments.md#ledger), CSV, XLSX or PDF, named after the trip and the day it was made, and
 * audited as every export is (`export.downloaded`, `what: ledger`). An unknown trip is 404.
 */
export async function exportPaymentLedger(options: ExportOptions): Promise<ExportFile> {
  const { db, tripId, format, now } = options;
  const source = await findPaymentLedger(db, tripId);
  if (!source) throw notFound('Trip');
  const lines = ledgerLines(source.paymentPlan, source.payments);
  const body = await writeExport(ledgerDocument(lines, `${source.name.en} ${source.year}`), format);
  await auditExport(db, options, { what: 'ledger', format, locale: 'en', tripId, rowCount: lines.length });
  return {
    fileName: `ledger-${source.name.en}-${source.year}-${tripDate(now)}.${format}`,
    contentType: EXPORT_CONTENT_TYPES[format],
    body,
  };
}
