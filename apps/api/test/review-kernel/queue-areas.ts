import {
  DOCUMENT_QUEUE_SORTS,
  DOCUMENT_STATUSES,
  documentQueuePageSchema,
  documentQueueRowSchema,
  PAYMENT_QUEUE_SORTS,
  PAYMENT_STATUSES,
  paymentQueuePageSchema,
  paymentQueueRowSchema,
  tripDate,
  type DocumentQueueRow,
  type PaymentQueueRow,
} from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { payments } from '../../src/db/schema/index.ts';
import { insertDocument, queueWithEveryKind as documentsOfEveryKind } from '../documents/document-kit.ts';
import type { UploadTestApp } from '../files/upload-kit.ts';
import type { Cell } from '../helpers/list-order.ts';
import { approvedFamily, BALANCE, DEPOSIT, insertPendingPayment, send } from '../payments/payment-kit.ts';

/** What every queue row shows of its traveller, what the shared tests read. */
type QueueRow = {
  id: string;
  travellerId: string;
  firstName: string;
  lastName: string;
  schoolName: string;
  status: string;
};

/** A traveller as the tests write it to the database. */
type Traveller = Awaited<ReturnType<typeof approvedFamily>>['traveller'];

type Filter<Row> = [Record<string, string>, (row: Row) => boolean];

/**
 * One review queue as its tests see it (docs/decisions/020-review-kernel.md): its address and answers, how its
 * items are made, and the area's own words: its sort columns, its filters, the parameters it refuses.
 */
export type QueueArea<Row extends QueueRow = QueueRow> = {
  name: string;
  url: string;
  pageSchema: z.ZodType<{ rows: Row[]; total: number }>;
  /** The columns the table shows and nothing more. */
  rowKeys: string[];
  sorts: readonly string[];
  /** The sort by arrival: the waiting ones come oldest first by it, any other list newest first. */
  arrivalSort: string;
  sortCells: Record<string, (row: Row) => Cell>;
  /** Every status the queue shows once `everyKind` has run. */
  statuses: readonly string[];
  /** The trip's items, and one traveller's of every kind (decided by staff, withdrawn…). */
  everyKind(t: UploadTestApp, admin: string): Promise<{ traveller: Traveller; trip_id: string }>;
  /** How many items `everyKind` gives its traveller. */
  itemsOfEveryKind: number;
  /** An item waiting for staff, made straight in the database. */
  insertWaiting(t: UploadTestApp, travellerId: string): Promise<string>;
  /** What the queue shows of a waiting item of this traveller. */
  waitingRow(traveller: Traveller): Partial<Row>;
  /** The area's filters, each with the rows it keeps, for one traveller of `everyKind`. */
  filters(traveller: Traveller, all: Row[]): Filter<Row>[];
  /** Parameters the queue refuses, each naming the field at fault. */
  refused: Record<string, string>[];
};

function area<Row extends QueueRow>(definition: QueueArea<Row>): QueueArea {
  return definition as unknown as QueueArea;
}

const today = () => tripDate(new Date());

/**
 * The trip's payments (received and waiting, by transfer), and one traveller's of every other kind: a receipt
 * confirmed by staff, one rejected, one withdrawn, and cash staff recorded without a receipt.
 */
async function paymentsOfEveryKind(t: UploadTestApp, admin: string) {
  const { traveller } = await approvedFamily(t);
  const confirmed = await insertPendingPayment(t, traveller.id);
  const confirm = await send(t, 'POST', `/api/admin/payments/${confirmed}/confirm`, admin, { receivedOn: today() });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const rejected = await insertPendingPayment(t, traveller.id, BALANCE);
  const reject = await send(t, 'POST', `/api/admin/payments/${rejected}/reject`, admin, { reason: 'Unreadable' });
  expect(reject.statusCode, reject.body).toBe(200);
  const withdrawn = await insertPendingPayment(t, traveller.id, BALANCE);
  await t.db.update(payments).set({ status: 'withdrawn' }).where(eq(payments.id, withdrawn));
  const cash = await send(t, 'POST', `/api/admin/travellers/${traveller.id}/payments`, admin, {
    amountCents: 1_000,
    receivedOn: today(),
    method: 'cash',
  });
  expect(cash.statusCode, cash.body).toBe(201);
  return { traveller, trip_id: String(traveller.tripId) };
}

const sameSchool = (traveller: Traveller, all: QueueRow[]) => {
  const school = all.find((row) => row.travellerId === traveller.id)!.schoolName;
  return (row: QueueRow) => row.schoolName === school;
};

/** Staff's documents queue (docs/product/documents.md#staff-review). */
const documentQueue = area<DocumentQueueRow>({
  name: 'documents',
  url: '/api/admin/documents',
  pageSchema: documentQueuePageSchema,
  rowKeys: Object.keys(documentQueueRowSchema.shape),
  arrivalSort: 'uploadedAt',
  sorts: DOCUMENT_QUEUE_SORTS,
  sortCells: {
    type: (row) => row.type,
    schoolName: (row) => row.schoolName,
    personalCode: (row) => row.personalCode,
    uploadedAt: (row) => row.uploadedAt,
    status: (row) => row.status,
    reviewedByName: (row) => row.reviewedByName,
  },
  statuses: DOCUMENT_STATUSES,
  everyKind: documentsOfEveryKind,
  itemsOfEveryKind: 3,
  insertWaiting: (t, travellerId) => insertDocument(t, travellerId, { type: 'consent' }),
  waitingRow: (traveller) => ({
    travellerId: traveller.id,
    lastName: traveller.lastName,
    personalCode: null,
    language: traveller.language,
    type: 'consent',
    fileName: 'consent.pdf',
    fileMediaType: 'application/pdf',
    reviewedByName: null,
  }),
  filters: (traveller, all) => [
    [{ status: 'pending' }, (row) => row.status === 'pending'],
    [{ status: 'rejected,withdrawn' }, (row) => row.status === 'rejected' || row.status === 'withdrawn'],
    [{ type: 'consent' }, (row) => row.type === 'consent'],
    [{ type: 'passport,id_card', status: 'approved' }, (row) => row.type !== 'consent' && row.status === 'approved'],
    [{ school_id: String(traveller.schoolId) }, sameSchool(traveller, all)],
  ],
  refused: [
    { page_size: '101' },
    { page: 'two' },
    { sort: 'fileName' },
    { status: 'waiting' },
    { type: 'visa' },
    { school_id: 'x' },
    { search: 'x'.repeat(101) },
  ],
});

/** Staff's payments queue (docs/product/payments.md#staff). */
const paymentQueue = area<PaymentQueueRow>({
  name: 'payments',
  url: '/api/admin/payments',
  pageSchema: paymentQueuePageSchema,
  // Not the guardian, who is searched but not shown.
  rowKeys: Object.keys(paymentQueueRowSchema.shape),
  arrivalSort: 'submittedAt',
  sorts: PAYMENT_QUEUE_SORTS,
  sortCells: {
    personalCode: (row) => row.personalCode,
    schoolName: (row) => row.schoolName,
    amountCents: (row) => row.amountCents,
    transferDate: (row) => row.transferDate,
    submittedAt: (row) => row.submittedAt,
    status: (row) => row.status,
    receivedAt: (row) => row.receivedAt,
    method: (row) => row.method,
    reviewedByName: (row) => row.reviewedByName,
  },
  statuses: PAYMENT_STATUSES,
  everyKind: paymentsOfEveryKind,
  itemsOfEveryKind: 4,
  insertWaiting: (t, travellerId) => insertPendingPayment(t, travellerId),
  waitingRow: (traveller) => ({
    travellerId: traveller.id,
    lastName: traveller.lastName,
    personalCode: null,
    amountCents: DEPOSIT,
    status: 'pending',
    fileName: 'receipt.pdf',
    outstandingCents: DEPOSIT + BALANCE,
  }),
  filters: (traveller, all) => [
    [{ status: 'pending' }, (row) => row.status === 'pending'],
    [{ status: 'rejected,withdrawn' }, (row) => row.status === 'rejected' || row.status === 'withdrawn'],
    [{ method: 'cash' }, (row) => row.method === 'cash'],
    [{ status: 'approved', method: 'transfer' }, (row) => row.status === 'approved' && row.method === 'transfer'],
    [{ school_id: String(traveller.schoolId) }, sameSchool(traveller, all)],
  ],
  refused: [
    { page_size: '101' },
    { page: '-1' },
    { sort: 'guardianName' },
    { order: 'up' },
    { status: 'all' },
    { method: 'cheque' },
    { school_id: '0' },
    { search: 'x'.repeat(101) },
  ],
});

export const QUEUE_AREAS: QueueArea[] = [documentQueue, paymentQueue];
