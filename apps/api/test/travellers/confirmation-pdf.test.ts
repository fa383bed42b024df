import { randomInt } from 'node:crypto';
import { creditorReferenceForCode, formatCreditorReference, formatEuro, ownedPlan, type Locale } from '@voyage/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, payments } from '../../src/db/schema/index.ts';
import { findTrip } from '../../src/trips/queries/trips.ts';
import { insertDocument } from '../documents/document-kit.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';

/** The family's printable confirmation (docs/product/my-voyage.md#printable-confirmation), read back as a reader would. */

const t = setupTestApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);

/** Every piece of text of every page, in reading order, spaces collapsed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Money as the PDF reads back: the no-break space of the currency format is a space there. */
const euro = (cents: number, locale: Locale) => formatEuro(cents, locale).replace(/\s/g, ' ');

const testCode = () => `TST27-${String(randomInt(10_000)).padStart(4, '0')}`;

/** An approved traveller who paid the first instalment, sent a passport and nothing else. */
async function approvedTraveller(language: Locale) {
  const personalCode = testCode();
  const approvedAt = new Date();
  const traveller = await insertTraveller(t.db, {
    status: 'approved',
    approvedAt,
    personalCode,
    paymentReference: creditorReferenceForCode(personalCode),
    consentDeadline: '2026-12-09',
    language,
  });
  const trip = await findTrip(t.db, traveller.tripId);
  const plan = ownedPlan(trip, { approvedAt, priceCents: trip.totalPriceCents });
  await t.db.insert(payments).values({
    travellerId: traveller.id,
    tripId: traveller.tripId,
    amountCents: plan[0]!.amountCents,
    status: 'approved',
    receivedAt: new Date(),
  });
  await insertDocument(t, traveller.id, { type: 'passport', status: 'pending' });
  return { traveller, trip, plan };
}

async function download(email: string, travellerId: string, query = '') {
  const cookie = await t.signInAsGuardian(email);
  return t.app.inject({ url: `/api/my/travellers/${travellerId}/confirmation.pdf${query}`, headers: { cookie } });
}

describe('GET /api/my/travellers/:id/confirmation.pdf', () => {
  it('writes the trip, the child, the code, the reference in fours, the plan and what is left, in Greek', async () => {
    const { traveller, trip, plan } = await approvedTraveller('el');
    const response = await download(traveller.guardianEmail, traveller.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`confirmation-${traveller.personalCode}-el.pdf`);
    expect(response.headers['cache-control']).toBe('no-store');

    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Επιβεβαίωση εγγραφής');
    expect(text).toContain(trip.title.el);
    expect(text).toContain(`${traveller.firstName} ${traveller.lastName}`);
    expect(text).toContain(traveller.personalCode!);
    expect(text).toContain(formatCreditorReference(traveller.paymentReference!));
    expect(formatCreditorReference(traveller.paymentReference!)).toMatch(/^RF\d\d \S{4} /);
    expect(text).toContain('Εγκρίθηκε');
    expect(text).toContain(euro(trip.totalPriceCents, 'el'));
    expect(text).toContain(`${trip.payments[0]!.label.el}`);
    expect(text).toContain('Εξοφλήθηκε');
    // Still to do: every later instalment, the consent form by its deadline and the health record; the passport waits.
    for (const instalment of plan.slice(1)) {
      expect(text).toContain(`Πληρώστε ${euro(instalment.amountCents, 'el')}`);
    }
    expect(text).toContain('9 Δεκεμβρίου 2026');
    expect(text).toContain('δελτίο υγείας');
    expect(text).toContain('Ανεβάστε την εξουσιοδότηση ταξιδιού ανηλίκου, υπογεγραμμένη και από τους δύο γονείς.');
    expect(text).not.toContain('διαβατηρίου ή της ταυτότητας με');
    expect(text).not.toContain('Registration confirmation');
  });

  it('writes it in English when asked, and says what a registration under review is waiting for', async () => {
    const { traveller, trip } = await approvedTraveller('el');
    const english = await pdfText((await download(traveller.guardianEmail, traveller.id, '?lang=en')).rawPayload);
    expect(english).toContain('Registration confirmation');
    expect(english).toContain(trip.title.en);
    expect(english).toContain('Approved');
    expect(english).toContain(trip.payments[0]!.label.en);
    expect(english).toContain('Paid');
    expect(english).toContain('Upload the consent form, signed by a parent or guardian, by 9 December 2026.');
    expect(english).toContain('Complete the health and emergency record.');
    expect(english).toContain('Upload the travel authorisation letter, signed by both parents.');
    expect(english).not.toContain('Επιβεβαίωση');

    const pending = await insertTraveller(t.db, { language: 'en' });
    const response = await download(pending.guardianEmail, pending.id);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Processing');
    expect(text).toContain('Given once the registration is approved');
    expect(text).toContain('the Institute reviews the registration');
    expect(text).not.toContain('Payment plan');
  });

  it("is a 404 for another family's child and for an id that is no traveller", async () => {
    const { traveller } = await approvedTraveller('en');
    const other = await insertTraveller(t.db, { status: 'approved', approvedAt: new Date() });
    expect((await download(other.guardianEmail, traveller.id)).statusCode).toBe(404);
    expect((await download(other.guardianEmail, 'not-an-id')).statusCode).toBe(404);
    expect((await download(traveller.guardianEmail, traveller.id, '?lang=fr')).statusCode).toBe(400);
  });

  it('is there for staff who handle the money too, any registration, each download in the audit log', async () => {
    const { traveller, trip } = await approvedTraveller('el');
    const cookie = await t.signInAsAdmin();
    const response = await t.app.inject({
      url: `/api/admin/travellers/${traveller.id}/confirmation.pdf?lang=en`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Registration confirmation');
    expect(text).toContain(trip.title.en);
    const rows = await t.db
      .select({ tripId: auditLog.tripId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, traveller.id), eq(auditLog.action, 'registration.confirmation-pdf-downloaded')));
    expect(rows).toEqual([{ tripId: traveller.tripId, details: { language: 'en' } }]);
    const unknown = await t.app.inject({
      url: '/api/admin/travellers/00000000-0000-4000-8000-000000000000/confirmation.pdf',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
