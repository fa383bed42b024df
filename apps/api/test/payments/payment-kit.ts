import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { payments } from '../../src/db/schema/index.ts';
import * as corpus from '../files/corpus.ts';
import { insertStoredPdf, multipartBody, type Part, type StoreHolder } from '../files/upload-kit.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertTraveller } from '../review/review-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

/** The demo trip's plan: a deposit of €300 and a balance of €790. */
export const DEPOSIT = 30_000;
export const BALANCE = 79_000;

/** An approved traveller of the active trip with a guardian of its own, and that guardian's session. */
export async function approvedFamily(t: TestApp, overrides: Parameters<typeof insertTraveller>[1] = {}) {
  const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date(), ...overrides });
  return { traveller, cookie: await t.signInAsGuardian(traveller.guardianEmail) };
}

export type Claim = {
  amountCents?: string;
  transferDate?: string;
  file?: Omit<Extract<Part, { bytes: unknown }>, 'name'>;
};

export async function receiptJpeg() {
  return { fileName: 'receipt.jpg', bytes: await corpus.jpeg(), contentType: 'image/jpeg' };
}

/** "I have paid", as the web app sends it: the fields first, then the receipt. */
export async function reportPayment(
  t: TestApp,
  cookie: string,
  travellerId: string,
  claim: Claim,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [];
  if (claim.amountCents !== undefined) parts.push({ name: 'amountCents', value: claim.amountCents });
  if (claim.transferDate !== undefined) parts.push({ name: 'transferDate', value: claim.transferDate });
  if (claim.file) parts.push({ name: 'file', ...claim.file });
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/my/travellers/${travellerId}/payments`,
    headers: {
      ...t.unsafeHeaders(cookie),
      'content-type': contentType,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body,
  });
}

/** A JSON call as the web app makes it (CSRF pair and Origin). */
export function send(t: TestApp, method: 'POST' | 'PATCH', url: string, cookie: string, payload: object = {}) {
  return t.app.inject({ method, url, headers: t.unsafeHeaders(cookie), payload });
}

export function paymentsOf(db: Database, travellerId: string) {
  return db.select().from(payments).where(eq(payments.travellerId, travellerId)).orderBy(asc(payments.submittedAt));
}

/** A receipt reported by the family, written straight to the database (with bytes in the store when given a store). */
export async function insertPendingPayment(
  t: StoreHolder,
  travellerId: string,
  amountCents = DEPOSIT,
  status: 'pending' | 'approved' = 'pending',
): Promise<string> {
  const fileId = await insertStoredPdf(t, 'receipt.pdf');
  const [row] = await t.db
    .insert(payments)
    .values({
      travellerId,
      tripId: tripOfTraveller(travellerId),
      amountCents,
      status,
      transferDate: '2026-11-01',
      fileId,
      receivedAt: status === 'approved' ? new Date() : null,
    })
    .returning({ id: payments.id });
  return row!.id;
}
