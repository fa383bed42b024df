import { randomUUID } from 'node:crypto';
import { tripDate } from '@voyage/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, payments, travellers } from '../../src/db/schema/index.ts';
import { approvedFamily, passportJpeg, uploadDocument } from '../documents/document-kit.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { copyOfActiveTrip } from '../helpers/trip-cases.ts';
import { receiptJpeg, reportPayment, send } from '../payments/payment-kit.ts';

const t = setupTestApp();

const tripsOf = async (travellerId: string) => ({
  documents: (
    await t.db.select({ tripId: documents.tripId }).from(documents).where(eq(documents.travellerId, travellerId))
  ).map((row) => row.tripId),
  payments: (
    await t.db.select({ tripId: payments.tripId }).from(payments).where(eq(payments.travellerId, travellerId))
  ).map((row) => row.tripId),
});

/** The database's refusal of `change`, or undefined if it went through. */
async function refusal(change: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await change();
  } catch (error) {
    return `${(error as Error).message} ${String(((error as Error).cause as Error | undefined)?.message)}`;
  }
  return undefined;
}

describe('the trip on payments and documents', () => {
  it("is the traveller's on a document the family uploads and on money it reports or staff record", async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const uploaded = await uploadDocument(t, cookie, traveller.id, 'passport', await passportJpeg());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const reported = await reportPayment(t, cookie, traveller.id, {
      amountCents: '30000',
      transferDate: tripDate(new Date()),
      file: await receiptJpeg(),
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const admin = await t.signInAsAdmin();
    const recorded = await send(t, 'POST', `/api/admin/travellers/${traveller.id}/payments`, admin, {
      amountCents: 10_000,
      receivedOn: tripDate(new Date()),
      method: 'cash',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    expect(await tripsOf(traveller.id)).toEqual({
      documents: [traveller.tripId],
      payments: [traveller.tripId, traveller.tripId],
    });
  });

  it("refuses a row whose trip is not its traveller's, and moves the rows with a traveller moved to another trip", async () => {
    const { traveller, cookie } = await approvedFamily(t);
    expect((await uploadDocument(t, cookie, traveller.id, 'passport', await passportJpeg())).statusCode).toBe(201);
    const [document] = await t.db.select().from(documents).where(eq(documents.travellerId, traveller.id));
    const other = await copyOfActiveTrip(t, { name: { el: 'Άλλο', en: `Other ${randomUUID().slice(0, 8)}` } });

    const wrong = await refusal(() =>
      t.db
        .insert(payments)
        .values({ travellerId: traveller.id, tripId: other.id, amountCents: 100, status: 'pending' }),
    );
    expect(wrong).toMatch(/payments_traveller_trip_fk/);
    const moved = await refusal(() =>
      t.db.update(documents).set({ tripId: other.id }).where(eq(documents.id, document!.id)),
    );
    expect(moved).toMatch(/documents_traveller_trip_fk/);

    await t.db.update(travellers).set({ tripId: other.id }).where(eq(travellers.id, traveller.id));
    expect(await tripsOf(traveller.id)).toEqual({ documents: [other.id], payments: [] });
    await t.db.delete(travellers).where(eq(travellers.id, traveller.id));
    expect(
      await t.db
        .select({ n: sql`1` })
        .from(documents)
        .where(eq(documents.id, document!.id)),
    ).toEqual([]);
  });
});
