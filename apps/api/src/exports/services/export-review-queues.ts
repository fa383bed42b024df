import {
  tripDate,
  type DocumentQueueExportQuery,
  type DocumentQueueRow,
  type PaymentQueueExportQuery,
  type PaymentQueueRow,
} from '@voyage/domain';
import { listDocumentQueuePage } from '../../documents/queries/document-queue.ts';
import { listPaymentQueuePage } from '../../payments/queries/payment-queue.ts';
import type { ExportColumn, ExportFile } from '../export-table.ts';
import { exportTrip, queueAuditFilter, writeListExport, type ListExportRequest } from '../export-list.ts';
import {
  DOCUMENT_STATUS_WORDS,
  DOCUMENT_TYPE_WORDS,
  PAYMENT_METHOD_WORDS,
  PAYMENT_STATUS_WORDS,
} from '../queue-words.ts';

/** Every row that matches, in one page: the file holds the whole list, never the page on screen. */
const ALL_ROWS = { page: 0, page_size: 1_000_000 } as const;

const dayOf = (instant: string | null) => (instant ? tripDate(new Date(instant)) : '');

type Filters<Query> = Omit<Query, 'trip_id' | 'format' | 'lang'>;

type PaymentKey =
  | 'personalCode'
  | 'lastName'
  | 'firstName'
  | 'school'
  | 'amount'
  | 'method'
  | 'transferDate'
  | 'submitted'
  | 'received'
  | 'status'
  | 'outstanding'
  | 'reviewedBy'
  | 'reason';

const PAYMENT_COLUMNS: readonly ExportColumn<PaymentKey>[] = [
  { key: 'personalCode', header: { en: 'Reference', el: 'Αιτιολογία' }, kind: 'text', width: 13 },
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 18 },
  { key: 'firstName', header: { en: 'First name', el: 'Όνομα' }, kind: 'text', width: 16 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 26 },
  { key: 'amount', header: { en: 'Amount (EUR)', el: 'Ποσό (EUR)' }, kind: 'euro', width: 12 },
  { key: 'method', header: { en: 'Method', el: 'Τρόπος' }, kind: 'text', width: 16 },
  { key: 'transferDate', header: { en: 'Transfer date', el: 'Ημ. μεταφοράς' }, kind: 'date', width: 12 },
  { key: 'submitted', header: { en: 'Submitted', el: 'Υποβλήθηκε' }, kind: 'date', width: 12 },
  { key: 'received', header: { en: 'Received', el: 'Παραλήφθηκε' }, kind: 'date', width: 12 },
  { key: 'status', header: { en: 'Status', el: 'Κατάσταση' }, kind: 'text', width: 14 },
  { key: 'outstanding', header: { en: 'Outstanding (EUR)', el: 'Υπόλοιπο (EUR)' }, kind: 'euro', width: 13 },
  { key: 'reviewedBy', header: { en: 'Reviewed by', el: 'Ελέγχθηκε από' }, kind: 'text', width: 18 },
  { key: 'reason', header: { en: 'Reason', el: 'Αιτιολογία απόρριψης' }, kind: 'text', width: 28 },
];

type DocumentKey =
  | 'personalCode'
  | 'lastName'
  | 'firstName'
  | 'school'
  | 'type'
  | 'fileName'
  | 'uploaded'
  | 'status'
  | 'reviewedBy'
  | 'reason';

const DOCUMENT_COLUMNS: readonly ExportColumn<DocumentKey>[] = [
  { key: 'personalCode', header: { en: 'Personal code', el: 'Προσωπικός κωδικός' }, kind: 'text', width: 13 },
  { key: 'lastName', header: { en: 'Surname', el: 'Επώνυμο' }, kind: 'text', width: 18 },
  { key: 'firstName', header: { en: 'First name', el: 'Όνομα' }, kind: 'text', width: 16 },
  { key: 'school', header: { en: 'School', el: 'Σχολείο' }, kind: 'text', width: 26 },
  { key: 'type', header: { en: 'Type', el: 'Τύπος' }, kind: 'text', width: 16 },
  { key: 'fileName', header: { en: 'File', el: 'Αρχείο' }, kind: 'text', width: 24 },
  { key: 'uploaded', header: { en: 'Uploaded', el: 'Ανέβηκε στις' }, kind: 'date', width: 12 },
  { key: 'status', header: { en: 'Status', el: 'Κατάσταση' }, kind: 'text', width: 14 },
  { key: 'reviewedBy', header: { en: 'Reviewed by', el: 'Ελέγχθηκε από' }, kind: 'text', width: 18 },
  { key: 'reason', header: { en: 'Reason', el: 'Αιτιολογία απόρριψης' }, kind: 'text', width: 28 },
];

const TITLES = {
  payments: { en: 'Payments', el: 'Πληρωμές' },
  documents: { en: 'Documents', el: 'Έγγραφα' },
} as const;

/** Only the items waiting (the queue's first tab) are the queue: the file is named `…-pending`. */
const isWaiting = (status: readonly string[] | undefined) => status?.length === 1 && status[0] === 'pending';

type QueueQuery = { status?: readonly string[]; search?: string; sort?: string; order: 'asc' | 'desc' };

/** One review queue as a file: its page query asked for every row, its columns, a row in words. */
type QueueExport<Row, Key extends string, Query extends QueueQuery> = {
  what: keyof typeof TITLES;
  list: (
    db: ListExportRequest['db'],
    trip: { id: number },
    query: Query & typeof ALL_ROWS & { trip_id: number },
  ) => Promise<{ rows: Row[] }>;
  columns: readonly ExportColumn<Key>[];
  row: (item: Row, locale: ListExportRequest['locale']) => Record<Key, string | number>;
};

async function exportQueue<Row, Key extends string, Query extends QueueQuery>(
  request: ListExportRequest,
  query: Query,
  queue: QueueExport<Row, Key, Query>,
): Promise<ExportFile> {
  const { db, tripId, locale } = request;
  const trip = await exportTrip(db, tripId);
  const { rows } = await queue.list(db, { id: tripId }, { ...query, trip_id: tripId, ...ALL_ROWS });
  return writeListExport(request, trip, {
    what: queue.what,
    title: TITLES[queue.what][locale],
    columns: queue.columns,
    rows: rows.map((item) => queue.row(item, locale)),
    filter: queueAuditFilter(query),
    nameParts: [queue.what, ...(isWaiting(query.status) ? ['pending'] : [])],
  });
}

/**
 * `GET /api/admin/payments/export` (docs/product/exports.md#list-exports): the payments queue as the screen
 * shows it (the tab's status, the method and school filters, the search, the order), every matching row.
 */
export function exportPaymentQueue(request: ListExportRequest, query: Filters<PaymentQueueExportQuery>) {
  return exportQueue(request, query, {
    what: 'payments',
    list: listPaymentQueuePage,
    columns: PAYMENT_COLUMNS,
    row: (payment: PaymentQueueRow, locale) => ({
      personalCode: payment.personalCode ?? '',
      lastName: payment.lastName,
      firstName: payment.firstName,
      school: payment.schoolName,
      amount: payment.amountCents,
      method: PAYMENT_METHOD_WORDS[locale][payment.method],
      transferDate: payment.transferDate ?? '',
      submitted: dayOf(payment.submittedAt),
      received: payment.status === 'approved' ? dayOf(payment.receivedAt) : '',
      status: PAYMENT_STATUS_WORDS[locale][payment.status],
      outstanding: payment.outstandingCents,
      reviewedBy: payment.reviewedByName ?? '',
      reason: payment.status === 'rejected' ? (payment.rejectionReason ?? '') : '',
    }),
  });
}

/**
 * `GET /api/admin/documents/export` (docs/product/exports.md#list-exports): the documents queue as the
 * screen shows it (the tab's status, the type and school filters, the search, the order), every matching row.
 */
export function exportDocumentQueue(request: ListExportRequest, query: Filters<DocumentQueueExportQuery>) {
  return exportQueue(request, query, {
    what: 'documents',
    list: listDocumentQueuePage,
    columns: DOCUMENT_COLUMNS,
    row: (document: DocumentQueueRow, locale) => ({
      personalCode: document.personalCode ?? '',
      lastName: document.lastName,
      firstName: document.firstName,
      school: document.schoolName,
      type: DOCUMENT_TYPE_WORDS[locale][document.type],
      fileName: document.fileName,
      uploaded: dayOf(document.uploadedAt),
      status: DOCUMENT_STATUS_WORDS[locale][document.status],
      reviewedBy: document.reviewedByName ?? '',
      reason: document.status === 'rejected' ? (document.rejectionReason ?? '') : '',
    }),
  });
}
