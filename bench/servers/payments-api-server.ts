// The real API (buildApp) on a temporary file-backed PGlite seeded with 2,000 travellers per trip, the
// active trip's payments topped up to 4,000 of which 1,000 wait for staff (Processing), signed in as the
// admin; announces the URLs of the review queue's first page (as the screen asks for it: 25 receipts,
// oldest first, with the total) and of the ledger, the session cookie and each reply's bytes.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  paymentPicture,
  tripDate,
  type CountedPayment,
  type ListPage,
  type PaymentQueueRow,
  type Trip,
} from '@voyage/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { files, payments } from '../../apps/api/src/db/schema/index.ts';
import { insertInBatches } from '../../apps/api/src/db/seed/insert-in-batches.ts';
import { seedDemo } from '../../apps/api/src/db/seed/seed-demo.ts';
import { announceReady } from '../lib/child.ts';
import { ADMIN, freePort } from '../lib/product.ts';
import { signInAdmin } from '../lib/sign-in.ts';

const TRAVELLERS_PER_TRIP = 2000;
const PAYMENTS = 4000;
const PROCESSING = 1000;
const HOUR = 3_600_000;

export type PaymentsEndpoint = { url: string; bodyFile: string; bytes: number; contentType: string };
export type PaymentsApiInfo = {
  cookie: string;
  travellers: number;
  payments: number;
  processing: number;
  /** The queue's first page: its rows, and the total waiting it reports. */
  queue: PaymentsEndpoint & { rows: number; total: number };
  csv: PaymentsEndpoint;
  xlsx: PaymentsEndpoint;
};

const workDir = process.env.BENCH_WORK_DIR;
if (!workDir) throw new Error('BENCH_WORK_DIR is required');

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  DATA_DIR: join(workDir, 'data'),
});
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
await database.migrate();
await seedDemo(database.db, { travellersPerTrip: TRAVELLERS_PER_TRIP, admin: ADMIN });

const app = await buildApp({
  config: { ...config, authSecret: 'bench-secret-bench-secret-bench-secret-0' },
  db: database.db,
});
await app.listen({ host: config.host, port: config.port });

const cookie = await signInAdmin(baseUrl);
async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}
const active = await getJson<{ id: number }>('/api/trip/active');
const trip = await getJson<Trip>(`/api/trip?trip_id=${active.id}`);
/** Every row of an admin list, which the API answers page by page. */
async function everyRow<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await getJson<ListPage<T>>(`${path}&page=${page}&page_size=100`);
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) return rows;
  }
}
const students = await everyRow<{ id: string }>(`/api/students?trip_id=${active.id}`);
const paymentsOf = new Map<string, CountedPayment[]>();
for (const payment of await everyRow<PaymentQueueRow>(`/api/admin/payments?trip_id=${active.id}`)) {
  paymentsOf.set(payment.travellerId, [...(paymentsOf.get(payment.travellerId) ?? []), payment]);
}
const studentPayments = (id: string) => paymentsOf.get(id) ?? [];

/**
 * The demo seed gives the approved travellers about 1,600 payments: the rest are written here as staff
 * would find them. First a receipt waiting for confirmation for the next instalment of travellers who
 * have none waiting (a deposit, or the balance after a received deposit), until 1,000 wait; then earlier
 * receipts that were rejected (a wrong amount) or withdrawn by the family, which count for nothing.
 */
function topUp(now: Date) {
  const fileRows: (typeof files.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  let total = students.reduce((sum, student) => sum + studentPayments(student.id).length, 0);
  let processing = students.reduce(
    (sum, student) => sum + studentPayments(student.id).filter((payment) => payment.status === 'pending').length,
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
    const picture = paymentPicture(trip.payments, studentPayments(student.id), today);
    if (picture.processingCents > 0 || !picture.next) continue;
    const submittedAt = new Date(now.getTime() - (1 + (index % 720)) * HOUR);
    paymentRows.push({
      travellerId: student.id,
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
await insertInBatches(database.db, files, extra.fileRows);
await insertInBatches(database.db, payments, extra.paymentRows);
// Fresh planner statistics for the added rows, as the seed gathers them: PGlite has no autovacuum.
await database.db.execute('analyze');

async function capture(name: string, path: string): Promise<PaymentsEndpoint> {
  const url = `${baseUrl}${path}`;
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bodyFile = join(workDir!, name);
  writeFileSync(bodyFile, body);
  return { url, bodyFile, bytes: body.length, contentType: response.headers.get('content-type') ?? '' };
}

const queue = await capture(
  'queue.json',
  `/api/admin/payments?trip_id=${active.id}&status=pending&page=0&page_size=25`,
);
const queuePage = JSON.parse(readFileSync(queue.bodyFile, 'utf8')) as ListPage<unknown>;
const info: PaymentsApiInfo = {
  cookie,
  travellers: students.length,
  payments: extra.total,
  processing: extra.processing,
  queue: { ...queue, rows: queuePage.rows.length, total: queuePage.total },
  csv: await capture('ledger.csv', `/api/admin/payments/ledger?trip_id=${active.id}&format=csv`),
  xlsx: await capture('ledger.xlsx', `/api/admin/payments/ledger?trip_id=${active.id}&format=xlsx`),
};
announceReady(info);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
