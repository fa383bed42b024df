import { randomInt, randomUUID } from 'node:crypto';
import type { Escort, Flight } from '@voyage/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { departures, schools, trips } from '../../src/db/schema/index.ts';
import { pdfPages } from '../exports/export-kit.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';

/**
 * The travel authorisation letter the product writes (docs/product/documents.md#travel-authorisation-letter), read
 * back as a reader would, in Greek, English and French.
 */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const made = { departures: [] as number[], schools: [] as number[] };
afterAll(async () => {
  if (made.schools.length) await t.db.delete(schools).where(inArray(schools.id, made.schools));
  if (made.departures.length) await t.db.delete(departures).where(inArray(departures.id, made.departures));
});
// Hooks run last-registered first: the travellers go before their schools.
removeReviewDataAfterAll(t);

const testCode = () => `TST27-${String(randomInt(10_000)).padStart(4, '0')}`;

const FLIGHTS: Flight[] = [
  {
    direction: 'outbound',
    flightNumber: 'A3 610',
    date: '2027-05-03',
    from: 'LCA',
    to: 'CDG',
    departureTime: '07:20',
    arrivalTime: '10:45',
  },
  {
    direction: 'inbound',
    flightNumber: 'A3 611',
    date: '2027-05-08',
    from: 'CDG',
    to: 'LCA',
    departureTime: '18:30',
    arrivalTime: '23:35',
  },
];
const ESCORTS: Escort[] = [
  { name: 'Andreas Nicolaou', phone: '+357 99 000001' },
  { name: 'Sophie Martin', phone: '+357 99 000002' },
];

/** A school of the active trip on a departure of its own (3 to 8 May 2027, two flights, two escorts), or on none. */
async function schoolOn(departure: 'departure' | 'none') {
  const [trip] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
  let departureId: number | null = null;
  if (departure === 'departure') {
    const [row] = await t.db
      .insert(departures)
      .values({
        tripId: trip!.id,
        label: { el: 'Δ', en: 'D' },
        outboundDate: '2027-05-03',
        inboundDate: '2027-05-08',
        carrier: 'Aegean Airlines',
        hotel: 'Hôtel Lumière Montparnasse, Paris 14e',
        flights: FLIGHTS,
        escorts: ESCORTS,
      })
      .returning({ id: departures.id });
    departureId = row!.id;
    made.departures.push(departureId);
  }
  const [school] = await t.db
    .insert(schools)
    .values({
      tripId: trip!.id,
      name: 'Letter Test School',
      district: 'lefkosia',
      registrationCode: `TA${randomUUID().slice(0, 6).toUpperCase()}`,
      departureId,
    })
    .returning({ id: schools.id });
  made.schools.push(school!.id);
  return school!.id;
}

type Overrides = Parameters<typeof insertTraveller>[1];

async function approvedTraveller(overrides: Overrides = {}) {
  return insertTraveller(t.db, {
    status: 'approved',
    approvedAt: new Date(),
    personalCode: testCode(),
    guardianName: 'Ελένη Γεωργίου',
    dateOfBirth: '2012-03-14',
    nationality: 'CY',
    idDocumentType: 'passport',
    idDocumentNumber: 'K1234567',
    idDocumentExpiresOn: '2031-01-01',
    idDocumentIssuingCountry: 'CY',
    ...overrides,
  });
}

async function tripOf(tripId: number) {
  const [trip] = await t.db
    .select({ title: trips.title, name: trips.name, startsOn: trips.startsOn, freezeDays: trips.healthFreezeDays })
    .from(trips)
    .where(eq(trips.id, tripId));
  return trip!;
}

function expectAttachment(response: Awaited<ReturnType<typeof t.app.inject>>, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** What each language's letter must say, besides the names and numbers filled in. */
const LETTERS = {
  el: {
    words: [
      'Εξουσιοδότηση ταξιδιού ανηλίκου',
      'Υπεύθυνη δήλωση συναίνεσης των γονέων',
      'Ημερομηνία γέννησης',
      'Υπηκοότητα Κύπρος',
      'Διαβατήριο',
      'να αναχωρήσει από την Κυπριακή Δημοκρατία',
      'Πρώτος γονέας ή κηδεμόνας',
      'Δεύτερος γονέας ή κηδεμόνας',
      'Αριθμός ταυτότητας ή διαβατηρίου',
      'Τόπος και ημερομηνία',
      'Το ταξίδι μου',
      '3 Μαΐου 2027 – 8 Μαΐου 2027',
    ],
    trip: 'el',
  },
  en: {
    words: [
      'Travel authorisation letter',
      'Parental consent for a minor to travel abroad',
      'Date of birth',
      'Nationality Cyprus',
      'Passport',
      'leaving the Republic of Cyprus and returning to it',
      'First parent or guardian',
      'Second parent or guardian',
      'ID card or passport number',
      'Place and date',
      'My Voyage',
      '3 May 2027 – 8 May 2027',
    ],
    trip: 'en',
  },
  fr: {
    words: [
      'Autorisation de voyage d’un mineur',
      'Autorisation parentale de sortie du territoire',
      'Date de naissance',
      'Nationalité Chypre',
      'Passeport',
      'quitter le territoire de la République de Chypre',
      'Premier parent ou représentant légal',
      'Second parent ou représentant légal',
      'N° de carte d’identité ou de passeport',
      'Lieu et date',
      'My Voyage',
      '3 mai 2027 – 8 mai 2027',
    ],
    // The trip's texts are in Greek and English: a French letter names it as the English one does.
    trip: 'en',
  },
} as const;

describe('GET /api/my/travellers/:id/travel-authorisation', () => {
  it.each(['el', 'en', 'fr'] as const)(
    '%s: reads back the child as the passport writes them, the trip, its dates, flights and escorts, and the lines for both guardians',
    async (lang) => {
      const traveller = await approvedTraveller({ language: 'el', schoolId: await schoolOn('departure') });
      const cookie = await t.signInAsGuardian(traveller.guardianEmail);
      const response = await t.app.inject({
        url: `/api/my/travellers/${traveller.id}/travel-authorisation?lang=${lang}`,
        headers: { cookie },
      });
      expectAttachment(response, `travel-authorisation-${traveller.personalCode}-${lang}.pdf`);
      const { text, sizes } = await pdfPages(response.rawPayload);
      expect(sizes, 'one A4 page').toEqual([{ width: 595.28, height: 841.89 }]);
      for (const words of LETTERS[lang].words) expect(text).toContain(words);
      const trip = await tripOf(traveller.tripId);
      expect(text).toContain(trip.title[LETTERS[lang].trip]);
      expect(text).toContain(trip.name[LETTERS[lang].trip]);
      expect(text).toContain(traveller.lastName);
      expect(text).toContain(traveller.firstName);
      expect(text).toContain('14/03/2012');
      expect(text).toContain('K1234567');
      expect(text).toContain('Ελένη Γεωργίου');
      expect(text).toContain('A3 610 · LCA → CDG · 03/05/2027 07:20');
      expect(text).toContain('A3 611 · CDG → LCA · 08/05/2027 18:30');
      expect(text).toContain('Hôtel Lumière Montparnasse, Paris 14e');
      expect(text).toContain('Andreas Nicolaou, Sophie Martin');
      // The escorts' phones are for the trip, not for this letter.
      expect(text).not.toContain('+357 99 000001');
      for (const other of (['el', 'en', 'fr'] as const).filter((language) => language !== lang)) {
        expect(text).not.toContain(LETTERS[other].words[0]);
      }
    },
  );

  it("is in the guardian's language when none is asked for, and leaves blanks for what the family has not given", async () => {
    const traveller = await approvedTraveller({
      language: 'en',
      schoolId: await schoolOn('none'),
      nationality: null,
      idDocumentType: null,
      idDocumentNumber: null,
      idDocumentExpiresOn: null,
      idDocumentIssuingCountry: null,
    });
    const cookie = await t.signInAsGuardian(traveller.guardianEmail);
    const response = await t.app.inject({
      url: `/api/my/travellers/${traveller.id}/travel-authorisation`,
      headers: { cookie },
    });
    expectAttachment(response, `travel-authorisation-${traveller.personalCode}-en.pdf`);
    const { text } = await pdfPages(response.rawPayload);
    expect(text).toContain('Travel authorisation letter');
    // Nationality, document and its number: three blanks, each saying it is filled in by hand.
    expect(text.match(/\(to be filled in by hand\)/g)).toHaveLength(3);
    expect(text).toContain('To be named by the Institute before the departure');
    expect(text).not.toContain('Outbound flight');
    const trip = await tripOf(traveller.tripId);
    const freeze = new Date(`${trip.startsOn}T12:00:00Z`);
    freeze.setUTCDate(freeze.getUTCDate() - trip.freezeDays);
    const day = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(freeze);
    expect(text).toContain(`Upload the signed letter on My Voyage by ${day}`);
  });

  it("is the family's own: another family's traveller, an unknown id, a language it is not in and staff are refused", async () => {
    const ours = await approvedTraveller();
    const theirs = await approvedTraveller();
    const cookie = await t.signInAsGuardian(ours.guardianEmail);
    const get = (path: string, headers = { cookie }) => t.app.inject({ url: `/api/my/travellers/${path}`, headers });
    for (const path of [`${theirs.id}/travel-authorisation`, 'not-a-uuid/travel-authorisation']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const german = await get(`${ours.id}/travel-authorisation?lang=de`);
    expect(german.statusCode).toBe(400);
    expect(german.json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ url: `/api/my/travellers/${ours.id}/travel-authorisation` })).statusCode).toBe(401);
    const admin = await t.signInAsAdmin();
    expect((await get(`${ours.id}/travel-authorisation`, { cookie: admin })).statusCode).toBe(403);
  });

  it('is there only once the registration is approved (409 DOCUMENTS_CLOSED before, or once ended)', async () => {
    for (const status of ['pending', 'cancelled', 'rejected'] as const) {
      const traveller = await insertTraveller(t.db, { status });
      const cookie = await t.signInAsGuardian(traveller.guardianEmail);
      const response = await t.app.inject({
        url: `/api/my/travellers/${traveller.id}/travel-authorisation`,
        headers: { cookie },
      });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().code).toBe('DOCUMENTS_CLOSED');
    }
  });
});

describe('GET /api/admin/travellers/:id/travel-authorisation', () => {
  it("gives staff any approved traveller's letter, in the family's language or the one asked for", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await approvedTraveller({ language: 'el', personalCode: null, lastName: 'PAPADOPOULOU' });
    const greek = await t.app.inject({
      url: `/api/admin/travellers/${traveller.id}/travel-authorisation`,
      headers: { cookie: admin },
    });
    // Without a personal code, the file is named after the surname.
    expectAttachment(greek, 'travel-authorisation-PAPADOPOULOU-el.pdf');
    expect((await pdfPages(greek.rawPayload)).text).toContain('Εξουσιοδότηση ταξιδιού ανηλίκου');
    const french = await t.app.inject({
      url: `/api/admin/travellers/${traveller.id}/travel-authorisation?lang=fr`,
      headers: { cookie: admin },
    });
    expectAttachment(french, 'travel-authorisation-PAPADOPOULOU-fr.pdf');
    expect((await pdfPages(french.rawPayload)).text).toContain('PAPADOPOULOU');
  });

  it('is refused before approval, for an unknown id, and to anyone but staff', async () => {
    const admin = await t.signInAsAdmin();
    const pending = await insertTraveller(t.db);
    const closed = await t.app.inject({
      url: `/api/admin/travellers/${pending.id}/travel-authorisation`,
      headers: { cookie: admin },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('DOCUMENTS_CLOSED');
    const unknown = await t.app.inject({
      url: '/api/admin/travellers/00000000-0000-4000-8000-000000000000/travel-authorisation',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);

    const traveller = await approvedTraveller();
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    const url = `/api/admin/travellers/${traveller.id}/travel-authorisation`;
    expect((await t.app.inject({ url, headers: { cookie: guardian } })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
