import { creditorReferenceForCode, tripDate, waitingStatementLineSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, statementLines } from '../../src/db/schema/index.ts';
import { csvRows } from '../exports/export-kit.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import { BALANCE, DEPOSIT, insertPendingPayment, paymentsOf, send } from './payment-kit.ts';
import {
  activeTripId,
  apply,
  approvedWithReference,
  bankDay,
  camt053,
  preview,
  removeStatementsAfterAll,
} from './statement-kit.ts';

/** Importing a bank statement: preview, apply, re-import, lines waiting (docs/product/payments.md#importing-a-statement). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
removeStatementsAfterAll(t);

async function waitingLines(cookie: string) {
  const response = await t.app.inject({
    url: `/api/admin/statement-lines?trip_id=${await activeTripId(t)}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return waitingStatementLineSchema.array().parse(response.json());
}

describe('a statement previewed', () => {
  it('gives each line its state and why, and writes nothing to payments', async () => {
    const admin = await t.signInAsAdmin();
    const paid = await approvedWithReference(t);
    const wrongAmount = await approvedWithReference(t);
    const other = await approvedWithReference(t);
    const twice = `TWICE-${crypto.randomUUID()}`;
    const statement = await preview(t, admin, {
      file: camt053([
        { cents: DEPOSIT, reference: paid.paymentReference! },
        { cents: 12_345, text: `trip ${wrongAmount.paymentReference}` },
        { cents: 5_000, text: 'nothing to do with any child' },
        { cents: DEPOSIT, direction: 'DBIT', text: 'bank fees' },
        { cents: DEPOSIT, currency: 'USD', text: paid.paymentReference! },
        { cents: DEPOSIT, text: `${paid.paymentReference} and ${other.paymentReference}` },
        { cents: 1_000, bankReference: twice },
        { cents: 1_000, bankReference: twice },
      ]),
    });
    expect(statement.status).toBe('preview');
    expect(statement.lines.map((line) => [line.state, line.why])).toEqual([
      ['matched', null],
      ['suggested', null],
      ['not-matched', null],
      ['ignored', 'debit'],
      ['ignored', 'other-currency'],
      ['error', 'several-registrations'],
      ['not-matched', null],
      ['already-imported', null],
    ]);
    expect(statement.lines[0]).toMatchObject({
      travellerId: paid.id,
      travellerName: `${paid.firstName} ${paid.lastName}`,
      bookingDate: bankDay(),
    });
    expect(statement.lines[1]!.suggestions[0]).toMatchObject({ travellerId: wrongAmount.id, why: 'amount-refused' });
    expect(await paymentsOf(t.db, paid.id)).toEqual([]);

    const again = await t.app.inject({ url: `/api/admin/statements/${statement.id}`, headers: { cookie: admin } });
    expect(again.json()).toEqual(statement);
  });
});

describe('a statement applied', () => {
  it('confirms the receipt waiting, records a transfer otherwise, on the bank date, e-mailing each family', async () => {
    const admin = await t.signInAsAdmin();
    const reported = await approvedWithReference(t, { language: 'el' });
    const paymentId = await insertPendingPayment(t, reported.id, DEPOSIT);
    const unreported = await approvedWithReference(t);
    const stranger = `UNKNOWN ${crypto.randomUUID()}`;
    const bankReference = `BOC${crypto.randomUUID().slice(0, 8)}`;
    const statement = await preview(t, admin, {
      file: camt053([
        {
          cents: DEPOSIT,
          reference: reported.paymentReference!,
          payerIban: 'GR16 0110 1250 0000 0001 2300 695',
          bankReference,
        },
        { cents: DEPOSIT + BALANCE, text: `pay ${unreported.paymentReference!.toLowerCase()}` },
        { cents: 777, text: stranger },
      ]),
    });
    expect(statement.lines.map((line) => line.state)).toEqual(['matched', 'matched', 'not-matched']);

    const response = await apply(t, admin, statement.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'applied',
      result: { confirmed: 1, recorded: 1, waiting: 1, skipped: 0 },
    });
    const [confirmed] = await paymentsOf(t.db, reported.id);
    // The account the money came from is kept with the payment: a refund goes back there and nowhere else.
    expect(confirmed).toMatchObject({ id: paymentId, status: 'approved', payerIban: 'GR1601101250000000012300695' });
    expect(tripDate(confirmed!.receivedAt!)).toBe(bankDay());
    const [recorded] = await paymentsOf(t.db, unreported.id);
    expect(recorded).toMatchObject({
      status: 'approved',
      amountCents: DEPOSIT + BALANCE,
      method: 'transfer',
      payerIban: null,
    });
    expect(tripDate(recorded!.receivedAt!)).toBe(bankDay());
    const [mail] = await mailsTo(t.db, reported.guardianEmail);
    expect(mail).toMatchObject({ template: 'payment-received', locale: 'el' });
    expect((await mailsTo(t.db, unreported.guardianEmail))[0]).toMatchObject({ locale: 'en' });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, statement.id));
    expect(audit).toMatchObject({ action: 'statement.applied' });

    expect((await waitingLines(admin)).map((line) => line.text)).toContain(stranger);

    // Each line keeps the payment it settled; the ledger names the movement by the bank's own reference.
    const settled = await t.db
      .select({ paymentId: statementLines.paymentId, outcome: statementLines.outcome })
      .from(statementLines)
      .where(eq(statementLines.importId, statement.id));
    expect(new Set(settled.map((line) => line.paymentId))).toEqual(new Set([paymentId, recorded!.id, null]));
    const ledger = await t.app.inject({
      url: '/api/admin/payments/ledger',
      query: { trip_id: String(await activeTripId(t)), format: 'csv' },
      headers: { cookie: admin },
    });
    const [header, ...rows] = csvRows(ledger.rawPayload);
    const column = (name: string) => header!.indexOf(name);
    const lineOf = (code: string | null) => rows.find((row) => row[column('Personal code')] === code)!;
    expect(lineOf(reported.personalCode)[column('Bank reference')]).toBe(bankReference);

    // Applied again, the same preview does nothing more.
    const twice = await apply(t, admin, statement.id);
    expect(twice.json().result).toEqual(response.json().result);
    expect(await paymentsOf(t.db, unreported.id)).toHaveLength(1);
  });

  it('adds nothing when the same statement, or one overlapping it, is imported again', async () => {
    const admin = await t.signInAsAdmin();
    const family = await approvedWithReference(t);
    const first = { cents: DEPOSIT, reference: family.paymentReference!, bankReference: crypto.randomUUID() };
    const earlier = await preview(t, admin, { file: camt053([first]) });
    const overlapping = await preview(t, admin, {
      file: camt053([first, { cents: 4_242, text: 'later line', bankReference: crypto.randomUUID() }]),
    });
    expect(overlapping.lines.map((line) => line.state)).toEqual(['matched', 'not-matched']);
    await apply(t, admin, earlier.id);
    // Previewed before the first was applied: its apply finds the key taken and skips the line.
    const late = await apply(t, admin, overlapping.id);
    expect(late.json().result).toEqual({ confirmed: 0, recorded: 0, waiting: 1, skipped: 1 });
    const again = await preview(t, admin, { file: camt053([first]) });
    expect(again.lines.map((line) => line.state)).toEqual(['already-imported']);
    expect((await apply(t, admin, again.id)).json().result).toEqual({
      confirmed: 0,
      recorded: 0,
      waiting: 0,
      skipped: 0,
    });
    expect(await paymentsOf(t.db, family.id)).toHaveLength(1);
  });
});

describe('lines waiting', () => {
  async function waitingLineOf(admin: string, cents: number) {
    const text = `waiting ${crypto.randomUUID()}`;
    const statement = await preview(t, admin, { file: camt053([{ cents, text }]) });
    await apply(t, admin, statement.id);
    const line = (await waitingLines(admin)).find((each) => each.text === text);
    return line!;
  }

  it('are assigned to a traveller at an accepted amount, another amount only with a reason, audited', async () => {
    const admin = await t.signInAsAdmin();
    const family = await approvedWithReference(t);
    const exact = await waitingLineOf(admin, DEPOSIT);
    const odd = await waitingLineOf(admin, 12_300);
    const assign = (id: string, body: object) =>
      send(t, 'POST', `/api/admin/statement-lines/${id}/assign`, admin, body);

    expect((await assign(exact.id, { travellerId: family.id })).statusCode).toBe(204);
    const refused = await assign(odd.id, { travellerId: family.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_AMOUNT', details: { reason: 'not-accepted' } });
    const blank = await assign(odd.id, { travellerId: family.id, overrideReason: '   ' });
    expect(blank.statusCode).toBe(400);
    const overridden = await assign(odd.id, { travellerId: family.id, overrideReason: 'Paid short, agreed by phone' });
    expect(overridden.statusCode, overridden.body).toBe(204);
    expect((await paymentsOf(t.db, family.id)).map((payment) => payment.amountCents)).toEqual([DEPOSIT, 12_300]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, family.id));
    expect(
      audits.find((row) => row.action === 'statement.line-assigned' && row.details?.['overrideReason']),
    ).toMatchObject({ details: { overrideReason: 'Paid short, agreed by phone', amountCents: 12_300 } });
    expect((await assign(odd.id, { travellerId: family.id, overrideReason: 'again' })).statusCode).toBe(409);
  });

  it('are set aside with a reason only', async () => {
    const admin = await t.signInAsAdmin();
    const line = await waitingLineOf(admin, 999);
    const setAside = (body: object) => send(t, 'POST', `/api/admin/statement-lines/${line.id}/set-aside`, admin, body);
    expect((await setAside({})).statusCode).toBe(400);
    expect((await setAside({ reason: 'Interest paid by the bank' })).statusCode).toBe(204);
    const [row] = await t.db.select().from(statementLines).where(eq(statementLines.id, line.id));
    expect(row).toMatchObject({ outcome: 'set-aside', reason: 'Interest paid by the bank', amountCents: 999 });
    // Kept as the preview made it: the match a JSON object, the absent fields null, the booking day a date.
    expect(row).toMatchObject({ match: { state: 'not-matched' }, payerIban: null, travellerId: null });
    expect(row!.bookingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await waitingLines(admin)).map((each) => each.id)).not.toContain(line.id);
  });

  it('name the registration an earlier line of the file matched', async () => {
    const admin = await t.signInAsAdmin();
    const family = await approvedWithReference(t);
    const reference = creditorReferenceForCode(family.personalCode!);
    const statement = await preview(t, admin, {
      file: camt053([
        { cents: DEPOSIT, reference },
        { cents: BALANCE, reference },
      ]),
    });
    expect(statement.lines[1]!.suggestions).toMatchObject([{ travellerId: family.id, why: 'earlier-line-matched' }]);
  });
});
