import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { cancellationMoney, creditorReferenceForCode, formatEuro, tripDate } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { auditLog, departures, payments, refunds, schools, travellers, trips } from '../../src/db/schema/index.ts';
import { auditRowsOf, expecting, insertTraveller, mailsTo, setupReviewApp } from '../review/review-kit.ts';
import { BALANCE, DEPOSIT, insertPendingPayment, send } from './payment-kit.ts';

const { t, calls } = setupReviewApp();
const PAYER_IBAN = 'GB82WEST12345698765432';
const OTHER_IBAN = 'CY17002001280000001200527600';
const XSD = new URL('./fixtures/pain.001.001.03.xsd', import.meta.url);

/** An approved family that paid the whole price, the deposit from an account staff recorded. */
async function paidFamily(overrides: Parameters<typeof insertTraveller>[1] = {}) {
  const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date(), ...overrides });
  const deposit = await insertPendingPayment(t, traveller.id, DEPOSIT, 'approved');
  await t.db.update(payments).set({ payerIban: PAYER_IBAN }).where(eq(payments.id, deposit));
  await insertPendingPayment(t, traveller.id, BALANCE, 'approved');
  return { traveller, cookie: await t.signInAsGuardian(traveller.guardianEmail) };
}

/** What the domain says a cancellation today keeps and owes back, from the trip and departure as stored. */
async function expectedMoney(travellerId: string, paidCents: number) {
  const [row] = await t.db
    .select({ trip: trips, outbound: departures.outboundDate })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .leftJoin(departures, eq(departures.id, schools.departureId))
    .where(eq(travellers.id, travellerId));
  const trip = row!.trip;
  return cancellationMoney(
    {
      cancellationSchedule: trip.cancellationSchedule,
      totalPriceCents: trip.totalPriceCents,
      payments: trip.paymentPlan,
    },
    { paidCents, departureDate: row!.outbound ?? trip.startsOn, cancelledOn: tripDate(new Date()) },
  );
}

const owedOf = async (tripId: number, cookie: string) => {
  const response = await t.app.inject({ url: `/api/admin/refunds?trip_id=${tripId}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; travellerId: string; iban: string | null; refundCents: number }[];
};

describe('what a withdrawal keeps and refunds', () => {
  it('the family reads the figures before confirming; another family and staff do not get them', async () => {
    const { traveller, cookie } = await paidFamily();
    const response = await t.app.inject({
      url: `/api/my/travellers/${traveller.id}/cancellation`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = await expectedMoney(traveller.id, DEPOSIT + BALANCE);
    expect(response.json()).toEqual(expected);
    expect(expected.keptCents + expected.refundCents).toBe(DEPOSIT + BALANCE);

    const other = await insertTraveller(t.db, { status: 'approved' });
    const otherCookie = await t.signInAsGuardian(other.guardianEmail);
    const foreign = await t.app.inject({
      url: `/api/my/travellers/${traveller.id}/cancellation`,
      headers: { cookie: otherCookie },
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await t.app.inject({
      url: `/api/my/travellers/${traveller.id}/cancellation`,
      headers: { cookie: await t.signInAsAdmin() },
    });
    expect(staff.statusCode).toBe(403);
  });

  it('withdrawing writes the refund to the paying IBAN, audits the figures and e-mails them in the family language', async () => {
    const { traveller, cookie } = await paidFamily({ language: 'el' });
    const expected = await expectedMoney(traveller.id, DEPOSIT + BALANCE);
    const response = await calls.withdraw(traveller.id, expecting('approved'), cookie);
    expect(response.statusCode, response.body).toBe(200);

    const [refund] = await t.db.select().from(refunds).where(eq(refunds.travellerId, traveller.id));
    expect(refund).toMatchObject({
      paidCents: DEPOSIT + BALANCE,
      keptCents: expected.keptCents,
      refundCents: expected.refundCents,
      iban: PAYER_IBAN,
      ibanSource: 'payment',
      refundedOn: null,
    });
    const audits = await auditRowsOf(t.db, traveller.id);
    expect(audits.find((row) => row.action === 'registration.withdrawn')?.details).toMatchObject({
      paidCents: DEPOSIT + BALANCE,
      keptCents: expected.keptCents,
      refundCents: expected.refundCents,
    });
    const [mail] = await mailsTo(t.db, traveller.guardianEmail);
    expect(mail!.textBody).toContain(
      `κρατούνται ${formatEuro(expected.keptCents, 'el')} και σας επιστρέφονται ${formatEuro(expected.refundCents, 'el')}`,
    );
  });

  it('a transfer staff record with the payer IBAN (valid only) gives the refund its account', async () => {
    const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const admin = await t.signInAsAdmin();
    const record = (payerIban: string) =>
      send(t, 'POST', `/api/admin/travellers/${traveller.id}/payments`, admin, {
        amountCents: DEPOSIT,
        receivedOn: tripDate(new Date()),
        method: 'transfer',
        payerIban,
      });
    expect((await record('GB82WEST12345698765433')).statusCode).toBe(400);
    expect((await record('GB82 WEST 1234 5698 7654 32')).statusCode).toBe(201);
    const cookie = await t.signInAsGuardian(traveller.guardianEmail);
    await calls.withdraw(traveller.id, expecting('approved'), cookie);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.travellerId, traveller.id));
    expect(refund).toMatchObject({ paidCents: DEPOSIT, iban: PAYER_IBAN, ibanSource: 'payment' });
  });

  it('a family that paid nothing owes and is owed nothing: no refund row', async () => {
    const traveller = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    const cookie = await t.signInAsGuardian(traveller.guardianEmail);
    const response = await calls.withdraw(traveller.id, expecting('approved'), cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(refunds).where(eq(refunds.travellerId, traveller.id))).toEqual([]);
  });
});

describe('To refund', () => {
  it('staff enter another IBAN only if valid and with a reason, audited; then mark the refund sent once', async () => {
    const { traveller, cookie } = await paidFamily();
    await calls.withdraw(traveller.id, expecting('approved'), cookie);
    const admin = await t.signInAsAdmin();
    const refund = (await owedOf(traveller.tripId, admin)).find((row) => row.travellerId === traveller.id)!;
    expect(refund.iban).toBe(PAYER_IBAN);

    const url = `/api/admin/refunds/${refund.id}`;
    expect(
      (await send(t, 'POST', `${url}/iban`, admin, { iban: `${OTHER_IBAN.slice(0, -1)}1`, reason: 'Asked' }))
        .statusCode,
    ).toBe(400);
    expect((await send(t, 'POST', `${url}/iban`, admin, { iban: OTHER_IBAN })).statusCode).toBe(400);
    expect((await send(t, 'POST', `${url}/iban`, cookie, { iban: OTHER_IBAN, reason: 'Asked' })).statusCode).toBe(403);
    const entered = await send(t, 'POST', `${url}/iban`, admin, {
      iban: 'CY17 0020 0128 0000 0012 0052 7600',
      reason: 'The family closed the paying account',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ iban: OTHER_IBAN, ibanSource: 'entered' });

    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    expect((await send(t, 'POST', `${url}/refunded`, admin, { refundedOn: tripDate(tomorrow) })).statusCode).toBe(400);
    const today = tripDate(new Date());
    const marked = await send(t, 'POST', `${url}/refunded`, admin, { refundedOn: today });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ refundedOn: today });
    expect((await send(t, 'POST', `${url}/refunded`, admin, { refundedOn: today })).statusCode).toBe(409);
    expect((await owedOf(traveller.tripId, admin)).some((row) => row.id === refund.id)).toBe(false);

    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, traveller.id))).map((row) => [
      row.action,
      row.details,
    ]);
    expect(actions).toContainEqual([
      'refund.iban-entered',
      expect.objectContaining({
        before: PAYER_IBAN,
        after: OTHER_IBAN,
        reason: 'The family closed the paying account',
      }),
    ]);
    expect(actions).toContainEqual(['refund.marked-refunded', expect.objectContaining({ refundedOn: today })]);
    expect(
      (await send(t, 'POST', '/api/admin/refunds/not-a-uuid/refunded', admin, { refundedOn: today })).statusCode,
    ).toBe(404);
  });

  it('exports the refunds owed as a pain.001.001.03 file valid against its schema, and as a CSV', async () => {
    const { traveller, cookie } = await paidFamily({ lastName: 'O’REFUND & <CO>' });
    await calls.withdraw(traveller.id, expecting('approved'), cookie);
    const admin = await t.signInAsAdmin();
    const refund = (await owedOf(traveller.tripId, admin)).find((row) => row.travellerId === traveller.id)!;

    const xml = await t.app.inject({
      url: `/api/admin/refunds/export?trip_id=${traveller.tripId}&format=pain001`,
      headers: { cookie: admin },
    });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-disposition']).toMatch(/refunds-Paris-\d{4}-.*\.xml/);
    const result = await validateXML({
      xml: [{ fileName: 'refunds.xml', contents: xml.body }],
      schema: [{ fileName: 'pain.001.001.03.xsd', contents: await readFile(XSD, 'utf8') }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const endToEnd = refund.id.replace(/-/g, '').toUpperCase();
    expect(xml.body).toContain(`<EndToEndId>${endToEnd}</EndToEndId>`);
    expect(xml.body).toContain(`<InstdAmt Ccy="EUR">${(refund.refundCents / 100).toFixed(2)}</InstdAmt>`);
    expect(xml.body).toContain(`<IBAN>${PAYER_IBAN}</IBAN>`);
    expect(xml.body).toContain(`<Ustrd>Refund ${traveller.paymentReference ?? traveller.personalCode ?? ''}`.trim());

    const csv = await t.app.inject({
      url: `/api/admin/refunds/export?trip_id=${traveller.tripId}&format=csv`,
      headers: { cookie: admin },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Traveller,Personal code,Payment reference (RF),Beneficiary,Cancelled,Paid (EUR),Kept (EUR),Refund (EUR),IBAN,End-to-end id,Remittance',
    );
    const line = lines.find((each) => each.includes(endToEnd))!;
    expect(line).toContain('GB82 WEST 1234 5698 7654 32');
    expect(line).toContain((refund.refundCents / 100).toFixed(2));

    const family = await t.app.inject({
      url: `/api/admin/refunds/export?trip_id=${traveller.tripId}&format=csv`,
      headers: { cookie },
    });
    expect(family.statusCode).toBe(403);
  });
});

describe('the ledger', () => {
  it('reads back every movement of a cancelled traveller: received, kept as a fee, refunded, with bank references', async () => {
    const personalCode = `RFD${randomUUID().slice(0, 4).toUpperCase()}-0001`;
    const paymentReference = creditorReferenceForCode(personalCode);
    const { traveller, cookie } = await paidFamily({ personalCode, paymentReference });
    await calls.withdraw(traveller.id, expecting('approved'), cookie);
    const admin = await t.signInAsAdmin();
    const refund = (await owedOf(traveller.tripId, admin)).find((row) => row.travellerId === traveller.id)!;
    const today = tripDate(new Date());
    expect(
      (await send(t, 'POST', `/api/admin/refunds/${refund.id}/refunded`, admin, { refundedOn: today })).statusCode,
    ).toBe(200);
    const expected = await expectedMoney(traveller.id, DEPOSIT + BALANCE);

    const response = await t.app.inject({
      url: `/api/admin/payments/ledger?trip_id=${traveller.tripId}&format=csv`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => header!.indexOf(name);
    const mine = rows.filter((row) => row[column('Personal code')] === personalCode);
    const movement = (row: string[]) => [
      row[column('Status')],
      row[column('Amount (EUR)')],
      row[column('Bank reference')],
    ];
    expect(mine.map(movement)).toEqual([
      ['Received', (DEPOSIT / 100).toFixed(2), paymentReference],
      ['Received', (BALANCE / 100).toFixed(2), paymentReference],
      ['Kept as fee', (expected.keptCents / 100).toFixed(2), paymentReference],
      ['Refunded', (-expected.refundCents / 100).toFixed(2), refund.id.replace(/-/g, '').toUpperCase()],
    ]);
    expect(mine.at(-1)![column('Received')]).toBe(today);
  });
});
