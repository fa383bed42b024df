// The real API on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) seeded with 2,000
// travellers per trip (BENCH_TRAVELLERS), the active trip's payments topped up to two per traveller of which
// one in eight waits for staff (Processing: 4,000 and 1,000 at 2,000 travellers), signed in as the admin;
// announces the review queue's and the ledger's URLs, the session cookie and each reply's bytes.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paymentPicture, tripDate, type CountedPayment, type Trip } from '@voyage/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database.ts';
import { files, payments, travellers } from '../../apps/api/src/db/schema/index.ts';
import { insertInBatches } from '../../apps/api/src/db/seed/insert-in-batches.ts';
import { announceReady } from '../lib/child.ts';
import { listRowCount } from '../lib/list-reply.ts';
import { tripTravellers } from '../lib/sizes.ts';
import { getJson, startSeededApi } from './seeded-api.ts';

const TRAVELLERS_PER_TRIP = tripTravellers();
const PAYMENTS = TRAVELLERS_PER_TRIP * 2;
const PROCESSING = TRAVELLERS_PER_TRIP / 2;
const HOUR = 3_600_000;

export type PaymentsEndpoint = { url: string; bodyFile: string; bytes: number; contentType: string };
export type PaymentsApiInfo = {
  cookie: string;
  travellers: number;
  payments: number;
  processing: number;
  /** `rows` in the reply, `total` waiting (the same when the queue is not paged). */
  queue: PaymentsEndpoint & { rows: number; total: number };
  csv: PaymentsEndpoint;
  xlsx: PaymentsEndpoint;
};

type Student = { id: string; payments: CountedPayment[] };

/** The trip's approved travellers by name, each with their payments, read from the database. */
async function approvedTravellers(db: Database, tripId: number): Promise<Student[]> {
  const rows = await db
    .select({ id: travellers.id })
    .from(travellers)
    .where(and(eq(travellers.tripId, tripId), eq(travellers.status, 'approved')))
    .orderBy(asc(travellers.lastName), asc(travellers.firstName), asc(travellers.id));
  const paid = await db
    .select({ travellerId: payments.travellerId, amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .innerJoin(travellers, eq(travellers.id, payments.travellerId))
    .where(eq(travellers.tripId, tripId));
  const byTraveller = new Map<string, CountedPayment[]>(rows.map((row) => [row.id, []]));
  for (const payment of paid) byTraveller.get(payment.travellerId)?.push(payment);
  return rows.map((row) => ({ id: row.id, payments: byTraveller.get(row.id)! }));
}

const api = await startSeededApi({ travellersPerTrip: TRAVELLERS_PER_TRIP });
const trip = await getJson<Trip>(api, `/api/trip?trip_id=${api.tripId}`);
const students = await approvedTravellers(api.database.db, api.tripId);

/**
 * The demo seed gives the approved travellers about 0.8 payments per traveller: the rest are written here
 * as staff would find them. First a receipt waiting for confirmation for the next instalment of travellers
 * who have none waiting (a deposit, or the balance after a received deposit), until PROCESSING wait; then
 * earlier receipts that were rejected (a wrong amount) or withdrawn by the family, which count for nothing.
 */
function topUp(now: Date) {
  const fileRows: (typeof files.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  let total = students.reduce((sum, student) => sum + student.payments.length, 0);
  let processing = students.reduce(
    (sum, student) => sum + student.payments.filter((payment) => payment.status === 'pending').length,
    0,
  );
  const receipt = (travellerId: string, submittedAt: Date) => {
    const id = randomUUID();
    fileRows.push({
      id,
      originalName: `receipt-${travellerId.slice(0, 8)}.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: 180_000,
      sha256: '0'.repeat(64),
      createdAt: submittedAt,
    });
    return id;
  };
  const today = tripDate(now);
  for (const [index, student] of students.entries()) {
    if (processing >= PROCESSING || total >= PAYMENTS) break;
    const picture = paymentPicture(trip.payments, student.payments, today);
    if (picture.processingCents > 0 || !picture.next) continue;
    const submittedAt = new Date(now.getTime() - (1 + (index % 720)) * HOUR);
    paymentRows.push({
      travellerId: student.id,
      tripId: api.tripId,
      amountCents: picture.next.remainingCents,
      status: 'pending',
      transferDate: tripDate(submittedAt),
      fileId: receipt(student.id, submittedAt),
      submittedAt,
    });
    processing += 1;
    total += 1;
  }
  for (let index = 0; total < PAYMENTS && students.length > 0; index += 1) {
    const student = students[index % students.length]!;
    const submittedAt = new Date(now.getTime() - (800 + (index % 1000)) * HOUR);
    const isRejected = index % 3 !== 2;
    paymentRows.push({
      travellerId: student.id,
      tripId: api.tripId,
      amountCents: trip.payments[0]!.amountCents + 1_000,
      status: isRejected ? 'rejected' : 'withdrawn',
      transferDate: tripDate(submittedAt),
      fileId: receipt(student.id, submittedAt),
      submittedAt,
      rejectionReason: isRejected ? 'The amount does not match an instalment: please send the deposit.' : null,
    });
    total += 1;
  }
  return { fileRows, paymentRows, total, processing };
}

const extra = topUp(new Date());
await insertInBatches(api.database.db, files, extra.fileRows);
await insertInBatches(api.database.db, payments, extra.paymentRows);
// Fresh planner statistics for the added rows, as the seed gathers them: PGlite has no autovacuum.
await api.database.db.execute('analyze');

async function capture(name: string, path: string): Promise<PaymentsEndpoint> {
  const url = `${api.baseUrl}${path}`;
  const response = await fetch(url, { headers: { cookie: api.cookie } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bodyFile = join(api.workDir, name);
  writeFileSync(bodyFile, body);
  return { url, bodyFile, bytes: body.length, contentType: response.headers.get('content-type') ?? '' };
}

// The queue's first page as the screen asks for it; a queue that is not paged yet answers every row.
const queue = await capture(
  'queue.json',
  `/api/admin/payments?trip_id=${api.tripId}&status=pending&page=0&page_size=25`,
);
const queueRows = listRowCount(JSON.parse(readFileSync(queue.bodyFile, 'utf8')));
const info: PaymentsApiInfo = {
  cookie: api.cookie,
  travellers: students.length,
  payments: extra.total,
  processing: extra.processing,
  queue: { ...queue, rows: queueRows.rows, total: queueRows.total },
  csv: await capture('ledger.csv', `/api/admin/payments/ledger?trip_id=${api.tripId}&format=csv`),
  xlsx: await capture('ledger.xlsx', `/api/admin/payments/ledger?trip_id=${api.tripId}&format=xlsx`),
};
announceReady(info);
