import { getDashboard } from '../../operations/queries/dashboard.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import type { ExportColumn, ExportFile, ExportSection } from '../export-table.ts';
import { exportTrip, writeListExport, type ListExportRequest } from '../export-list.ts';

type GroupKey = 'name' | 'expected' | 'received' | 'processing' | 'outstanding' | 'overdue';

const MONEY_COLUMNS: readonly ExportColumn<GroupKey>[] = [
  { key: 'expected', header: { en: 'Expected (EUR)', el: 'Αναμενόμενα (EUR)' }, kind: 'euro', width: 13 },
  { key: 'received', header: { en: 'Received (EUR)', el: 'Εισπράχθηκαν (EUR)' }, kind: 'euro', width: 13 },
  {
    key: 'processing',
    header: { en: 'Waiting for confirmation (EUR)', el: 'Αναμένουν επιβεβαίωση (EUR)' },
    kind: 'euro',
    width: 15,
  },
  { key: 'outstanding', header: { en: 'Outstanding (EUR)', el: 'Υπόλοιπο (EUR)' }, kind: 'euro', width: 13 },
  { key: 'overdue', header: { en: 'Overdue (EUR)', el: 'Ληξιπρόθεσμα (EUR)' }, kind: 'euro', width: 13 },
];

const WORDS = {
  en: {
    title: 'Payments by group',
    bySchool: 'Payments by school',
    byDeparture: 'Payments by departure',
    school: 'School',
    departure: 'Departure',
    notPlaced: 'No departure yet',
  },
  el: {
    title: 'Πληρωμές ανά ομάδα',
    bySchool: 'Πληρωμές ανά σχολείο',
    byDeparture: 'Πληρωμές ανά αναχώρηση',
    school: 'Σχολείο',
    departure: 'Αναχώρηση',
    notPlaced: 'Χωρίς αναχώρηση ακόμη',
  },
} as const;

type Money = { expectedCents: number; receivedCents: number; processingCents: number; outstandingCents: number };

const moneyCells = (group: Money & { overdueCents: number }) => ({
  expected: group.expectedCents,
  received: group.receivedCents,
  processing: group.processingCents,
  outstanding: group.outstandingCents,
  overdue: group.overdueCents,
});

/**
 * `GET /api/admin/dashboard/payment-groups/export` (docs/product/exports.md#list-exports): the dashboard's two
 * tables of money, by school (by name) and by departure (by outbound date, then the travellers of schools with
 * none), with the figures the dashboard shows.
 */
export async function exportPaymentGroups(request: ListExportRequest): Promise<ExportFile> {
  const { db, tripId, locale, now } = request;
  const trip = await exportTrip(db, tripId);
  const { payments } = await getDashboard(db, await requireTrip(db, tripId), now);
  const words = WORDS[locale];
  const byDeparture: ExportSection<GroupKey> = {
    title: words.byDeparture,
    columns: [{ key: 'name', header: words.departure, kind: 'text', width: 28 }, ...MONEY_COLUMNS],
    rows: payments.byDeparture.map((group) => ({
      name: group.label && group.outboundDate ? `${group.label[locale]} · ${group.outboundDate}` : words.notPlaced,
      ...moneyCells(group),
    })),
  };
  return writeListExport(request, trip, {
    what: 'payment-groups',
    title: words.title,
    heading: words.bySchool,
    columns: [{ key: 'name', header: words.school, kind: 'text', width: 28 }, ...MONEY_COLUMNS],
    rows: payments.bySchool.map((group) => ({ name: group.name, ...moneyCells(group) })),
    moreSections: [byDeparture],
    filter: {},
    nameParts: ['payments-by-group'],
  });
}
