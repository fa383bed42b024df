import { groupedIban, tripDate, type Refund, type RefundExportFormat } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { auditExport } from '../../exports/audit-export.ts';
import type { ExportColumn, ExportFile } from '../../exports/export-table.ts';
import { writeExport } from '../../exports/write-export.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findRefundTrip, listTripRefunds } from '../queries/refunds.ts';
import { refundEndToEndId, refundRemittance, refundTransferFile } from './refund-transfer-file.ts';

type ExportOptions = RequestOrigin & {
  db: Executor;
  actorUserId: string;
  tripId: number;
  format: RefundExportFormat;
  now: Date;
};

type RefundLine = {
  traveller: string;
  personalCode: string;
  paymentReference: string;
  beneficiary: string;
  cancelledOn: string;
  paidCents: number;
  keptCents: number;
  refundCents: number;
  iban: string;
  endToEndId: string;
  remittance: string;
};

const COLUMNS: readonly ExportColumn<keyof RefundLine>[] = [
  { key: 'traveller', header: 'Traveller', kind: 'text', width: 28 },
  { key: 'personalCode', header: 'Personal code', kind: 'text', width: 14 },
  { key: 'paymentReference', header: 'Payment reference (RF)', kind: 'text', width: 24 },
  { key: 'beneficiary', header: 'Beneficiary', kind: 'text', width: 28 },
  { key: 'cancelledOn', header: 'Cancelled', kind: 'date', width: 12 },
  { key: 'paidCents', header: 'Paid (EUR)', kind: 'euro', width: 12 },
  { key: 'keptCents', header: 'Kept (EUR)', kind: 'euro', width: 12 },
  { key: 'refundCents', header: 'Refund (EUR)', kind: 'euro', width: 12 },
  { key: 'iban', header: 'IBAN', kind: 'text', width: 36 },
  { key: 'endToEndId', header: 'End-to-end id', kind: 'text', width: 36 },
  { key: 'remittance', header: 'Remittance', kind: 'text', width: 30 },
];

function refundLine(refund: Refund): RefundLine {
  return {
    traveller: `${refund.lastName.toUpperCase()} ${refund.firstName}`,
    personalCode: refund.personalCode ?? '',
    paymentReference: refund.paymentReference ?? '',
    beneficiary: refund.guardianName,
    cancelledOn: refund.cancelledOn,
    paidCents: refund.paidCents,
    keptCents: refund.keptCents,
    refundCents: refund.refundCents,
    iban: refund.iban ? groupedIban(refund.iban) : '',
    endToEndId: refundEndToEndId(refund.id),
    remittance: refundRemittance(refund),
  };
}

/**
 * `GET /api/admin/refunds/export`: the refunds owed (docs/product/payments.md#refunds) as a SEPA
 * credit-transfer file for the bank (those with an IBAN; none is 409 `NOTHING_TO_REFUND`) or a CSV of every
 * refund owed (an IBAN still to enter left empty), in English, audited as every export is.
 */
export async function exportRefunds(options: ExportOptions): Promise<ExportFile> {
  const { db, tripId, format, now } = options;
  const trip = await findRefundTrip(db, tripId);
  if (!trip) throw notFound('Trip');
  const owed = await listTripRefunds(db, tripId, 'owed');
  const name = `refunds-${trip.name.en}-${trip.year}-${tripDate(now)}`;
  if (format === 'pain001') {
    const withIban = owed.filter((refund): refund is Refund & { iban: string } => refund.iban !== null);
    if (withIban.length === 0) throw new HttpError(409, 'NOTHING_TO_REFUND', 'No refund with an IBAN is owed');
    const body = refundTransferFile({
      messageId: `VOY-${tripId}-${now.toISOString().replace(/\D/g, '').slice(0, 14)}`,
      createdAt: now,
      executionDate: tripDate(now),
      account: trip.bankDetails,
      refunds: withIban,
    });
    await auditExport(db, options, { what: 'refunds', format, locale: 'en', tripId, rowCount: withIban.length });
    return { fileName: `${name}.xml`, contentType: 'application/xml; charset=utf-8', body: Buffer.from(body) };
  }
  const lines = owed.map(refundLine);
  const body = await writeExport(
    {
      locale: 'en',
      title: `Refunds owed · ${trip.name.en} ${trip.year}`,
      sections: [{ title: 'Refunds', columns: COLUMNS, rows: lines }],
    },
    'csv',
  );
  await auditExport(db, options, { what: 'refunds', format, locale: 'en', tripId, rowCount: lines.length });
  return { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body };
}
