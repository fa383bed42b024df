import {
  instalmentsSettled,
  scaledPlan,
  tripDate,
  type Instalment,
  type LedgerFormat,
  type PaymentMethod,
  type PaymentStatus,
  type Refund,
} from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { auditExport } from '../../exports/audit-export.ts';
import { EXPORT_CONTENT_TYPES, type ExportFile } from '../../exports/export-table.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { ledgerDocument, type LedgerLine } from '../ledger-lines.ts';
import { notFound } from '../../lib/http-error.ts';
import { findPaymentLedger, type LedgerPaymentRow } from '../queries/payment-ledger.ts';
import { tripTravellerPrices } from '../queries/traveller-prices.ts';
import { listTripRefunds } from '../queries/refunds.ts';
import { refundEndToEndId } from './refund-transfer-file.ts';

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

/**
 * Each payment's line, with the instalments it settles counted over its traveller's payments, oldest first,
 * against the plan scaled to the traveller's own price (docs/product/payments.md#family-prices).
 */
function ledgerLines(
  plan: readonly Instalment[],
  rows: readonly LedgerPaymentRow[],
  priceOf: (travellerId: string) => number,
): LedgerLine[] {
  const byTraveller = new Map<string, LedgerPaymentRow[]>();
  for (const row of rows) {
    const list = byTraveller.get(row.travellerId);
    if (list) list.push(row);
    else byTraveller.set(row.travellerId, [row]);
  }
  const labels = new Map(plan.map((instalment) => [instalment.key, instalment.label.en]));
  const settled = new Map<string, Instalment['key'][]>();
  for (const [travellerId, payments] of byTraveller) {
    for (const [id, keys] of instalmentsSettled(scaledPlan(plan, priceOf(travellerId)), payments)) {
      settled.set(id, keys);
    }
  }
  return rows.map((row) => ({
    reference: row.personalCode ?? '',
    paymentReference: row.paymentReference ?? '',
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
    // The bank's own reference of the statement line when the payment came from one; else the RF it quoted.
    bankReference:
      row.status === 'approved' && row.method === 'transfer'
        ? (row.bankLineReference ?? row.paymentReference ?? '')
        : '',
  }));
}

/**
 * A cancellation's movements, each a line after the traveller's payments: the fee kept (money that stays,
 * on the day of the cancellation) and the refund (money going back, negative; `Refund owed` until staff
 * mark it sent, then `Refunded` on that day, named by the transfer's end-to-end id).
 */
function refundLines(refund: Refund, school: string): LedgerLine[] {
  const base = {
    reference: refund.personalCode ?? '',
    paymentReference: refund.paymentReference ?? '',
    traveller: `${refund.lastName.toUpperCase()} ${refund.firstName}`,
    school,
    instalment: '',
    submitted: refund.cancelledOn,
    transferDate: '',
    confirmedBy: '',
    rejectionReason: '',
  };
  const lines: LedgerLine[] = [];
  if (refund.keptCents > 0) {
    lines.push({
      ...base,
      amountCents: refund.keptCents,
      method: '',
      received: refund.cancelledOn,
      status: 'Kept as fee',
      bankReference: refund.paymentReference ?? '',
    });
  }
  if (refund.refundCents > 0) {
    lines.push({
      ...base,
      amountCents: -refund.refundCents,
      method: 'Bank transfer',
      received: refund.refundedOn ?? '',
      status: refund.refundedOn ? 'Refunded' : 'Refund owed',
      bankReference: refundEndToEndId(refund.id),
    });
  }
  return lines;
}

/** The payment lines with each cancelled traveller's movements after its last payment. */
function withRefunds(rows: readonly LedgerPaymentRow[], lines: LedgerLine[], refunds: readonly Refund[]): LedgerLine[] {
  const byTraveller = new Map<string, Refund[]>();
  for (const refund of refunds)
    byTraveller.set(refund.travellerId, [...(byTraveller.get(refund.travellerId) ?? []), refund]);
  const merged: LedgerLine[] = [];
  lines.forEach((line, index) => {
    merged.push(line);
    const travellerId = rows[index]!.travellerId;
    if (rows[index + 1]?.travellerId === travellerId) return;
    for (const refund of byTraveller.get(travellerId) ?? []) merged.push(...refundLines(refund, line.school));
  });
  return merged;
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
  const prices = await tripTravellerPrices(db, tripId);
  const refunds = await listTripRefunds(db, tripId, 'all');
  const ownPrice = (id: string) => prices.get(id)!.priceCents;
  const lines = withRefunds(source.payments, ledgerLines(source.paymentPlan, source.payments, ownPrice), refunds);
  const body = await writeExport(ledgerDocument(lines, `${source.name.en} ${source.year}`), format);
  await auditExport(db, options, { what: 'ledger', format, locale: 'en', tripId, rowCount: lines.length });
  return {
    fileName: `ledger-${source.name.en}-${source.year}-${tripDate(now)}.${format}`,
    contentType: EXPORT_CONTENT_TYPES[format],
    body,
  };
}
