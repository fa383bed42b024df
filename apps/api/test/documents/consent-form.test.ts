import { randomInt, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { departures, schools, trips } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { insertTraveller, removeReviewDataAfterAll } from '../review/review-kit.ts';

/** The consent form the product writes (docs/product/documents.md#consent-form), read back as a reader would. */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const made = { departures: [] as number[], schools: [] as number[] };
afterAll(async () => {
  if (made.schools.length) await t.db.delete(schools).where(inArray(schools.id, made.schools));
  if (made.departures.length) await t.db.delete(departures).where(inArray(departures.id, made.departures));
});
// Hooks run last-registered first: the travellers go before their schools.
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

/** The fonts the file's pages use, by name, and whether each font's program is in the file. */
async function fontsOf(bytes: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const descendants = object.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    if (!descendants) continue;
    const font = descendants.lookup(0, PDFDict);
    const descriptor = font.lookup(PDFName.of('FontDescriptor'), PDFDict);
    fonts.push({
      name: object.lookup(PDFName.of('BaseFont'), PDFName).decodeText(),
      embedded: descriptor.has(PDFName.of('FontFile2')),
    });
  }
  // Simple fonts (no descendants) would be the standard 14, which have no Greek: there must be none.
  const simple = pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFDict &&
        object.get(PDFName.of('Type')) === PDFName.of('Font') &&
        !object.has(PDFName.of('DescendantFonts')) &&
        object.get(PDFName.of('Subtype')) !== PDFName.of('CIDFontType2'),
    );
  expect(simple).toEqual([]);
  return fonts.sort((a, b) => a.name.length - b.name.length);
}

/** A personal code no seeded traveller has (the seed's are PAR…). */
const testCode = () => `TST27-${String(randomInt(10_000)).padStart(4, '0')}`;

async function approvedTraveller(overrides: Parameters<typeof insertTraveller>[1] = {}) {
  return insertTraveller(t.db, {
    status: 'approved',
    approvedAt: new Date(),
    personalCode: testCode(),
    consentDeadline: '2026-12-09',
    guardianName: 'Ελένη Γεωργίου',
    dateOfBirth: '2012-03-14',
    ...overrides,
  });
}

async function facts(travellerId: string, schoolId: number, tripId: number) {
  const [school] = await t.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  const [trip] = await t.db.select({ title: trips.title }).from(trips).where(eq(trips.id, tripId));
  return { travellerId, schoolName: school!.name, tripTitle: trip!.title };
}

function expectAttachment(response: Awaited<ReturnType<typeof t.app.inject>>, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('GET /api/my/travellers/:id/consent-form', () => {
  it("writes the form in the guardian's language, Greek in an embedded font, every name filled in", async () => {
    const traveller = await approvedTraveller({ language: 'el' });
    const cookie = await t.signInAsGuardian(traveller.guardianEmail);
    const response = await t.app.inject({
      url: `/api/my/travellers/${traveller.id}/consent-form`,
      headers: { cookie },
    });
    expectAttachment(response, `consent-${traveller.personalCode}-el.pdf`);
    // Every font is DejaVu and travels in the file (a TrueType program): no font of the reader's machine is needed.
    expect(await fontsOf(response.rawPayload)).toEqual([
      { name: expect.stringMatching(/DejaVuSans-\d+$/), embedded: true },
      { name: expect.stringMatching(/DejaVuSans-Bold-\d+$/), embedded: true },
    ]);

    const { schoolName, tripTitle } = await facts(traveller.id, traveller.schoolId, traveller.tripId);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Έντυπο συγκατάθεσης γονέα ή κηδεμόνα');
    expect(text).toContain(tripTitle.el);
    expect(text).toContain(`${traveller.firstName} ${traveller.lastName}`);
    expect(text).toContain('14/03/2012');
    expect(text).toContain(schoolName);
    expect(text).toContain(traveller.personalCode!);
    expect(text).toContain('Ελένη Γεωργίου');
    expect(text).toContain('πρώτες βοήθειες');
    expect(text).toContain('Υπογραφή γονέα ή κηδεμόνα');
    expect(text).toContain('Τόπος και ημερομηνία');
    expect(text).toContain('9 Δεκεμβρίου 2026');
    expect(text).not.toContain('consent form');
  });

  it('writes it in English when asked (`lang=en`), and in English by default for an English-speaking family', async () => {
    const greek = await approvedTraveller({ language: 'el' });
    const english = await approvedTraveller({ language: 'en' });
    for (const [traveller, query] of [
      [greek, '?lang=en'],
      [english, ''],
    ] as const) {
      const cookie = await t.signInAsGuardian(traveller.guardianEmail);
      const response = await t.app.inject({
        url: `/api/my/travellers/${traveller.id}/consent-form${query}`,
        headers: { cookie },
      });
      expectAttachment(response, `consent-${traveller.personalCode}-en.pdf`);
      const { tripTitle } = await facts(traveller.id, traveller.schoolId, traveller.tripId);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Parental consent form');
      expect(text).toContain(tripTitle.en);
      expect(text).toContain(`${traveller.firstName} ${traveller.lastName}`);
      expect(text).toContain('14/03/2012');
      expect(text).toContain('Ελένη Γεωργίου');
      expect(text).toContain('first aid');
      expect(text).toContain('Signature of the parent or guardian');
      expect(text).toContain('9 December 2026');
      expect(text).not.toContain('Έντυπο συγκατάθεσης');
    }
  });

  it("is the family's own: another family's traveller, an unknown id and a bad language are refused", async () => {
    const ours = await approvedTraveller();
    const theirs = await approvedTraveller();
    const cookie = await t.signInAsGuardian(ours.guardianEmail);
    const get = (path: string) => t.app.inject({ url: `/api/my/travellers/${path}`, headers: { cookie } });
    for (const path of [`${theirs.id}/consent-form`, 'not-a-uuid/consent-form']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const french = await get(`${ours.id}/consent-form?lang=fr`);
    expect(french.statusCode).toBe(400);
    expect(french.json().code).toBe('VALIDATION_FAILED');
    const anonymous = await t.app.inject({ url: `/api/my/travellers/${ours.id}/consent-form` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is there only once the registration is approved (409 DOCUMENTS_CLOSED before, or once cancelled)', async () => {
    for (const status of ['pending', 'cancelled', 'rejected'] as const) {
      const traveller = await insertTraveller(t.db, { status });
      const cookie = await t.signInAsGuardian(traveller.guardianEmail);
      const response = await t.app.inject({
        url: `/api/my/travellers/${traveller.id}/consent-form`,
        headers: { cookie },
      });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().code).toBe('DOCUMENTS_CLOSED');
    }
  });
});

/** A school of the active trip, on a departure with these dates (or on none). */
async function schoolOn(dates: { outboundDate: string; inboundDate: string } | null) {
  const [trip] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
  let departureId: number | null = null;
  if (dates) {
    const [departure] = await t.db
      .insert(departures)
      .values({ tripId: trip!.id, label: { el: 'Β', en: 'B' }, ...dates, carrier: 'Test Air', hotel: 'H', flights: [] })
      .returning({ id: departures.id });
    departureId = departure!.id;
    made.departures.push(departureId);
  }
  const [school] = await t.db
    .insert(schools)
    .values({
      tripId: trip!.id,
      name: 'Consent Test School',
      district: 'lefkosia',
      registrationCode: `CF${randomUUID().slice(0, 6).toUpperCase()}`,
      departureId,
    })
    .returning({ id: schools.id });
  made.schools.push(school!.id);
  return school!.id;
}

describe('the dates on the consent form', () => {
  it("are the traveller's departure's, and the trip's while their school has no departure", async () => {
    const admin = await t.signInAsAdmin();
    const onDeparture = await approvedTraveller({
      schoolId: await schoolOn({ outboundDate: '2027-05-03', inboundDate: '2027-05-08' }),
    });
    const [trip] = await t.db
      .select({ startsOn: trips.startsOn, endsOn: trips.endsOn })
      .from(trips)
      .where(eq(trips.id, onDeparture.tripId));
    expect([trip!.startsOn, trip!.endsOn], 'the trip spans other days than the departure').not.toContain('2027-05-03');
    const form = async (id: string, lang: 'el' | 'en') => {
      const response = await t.app.inject({
        url: `/api/admin/travellers/${id}/consent-form?lang=${lang}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { text: await pdfText(response.rawPayload), disposition: response.headers['content-disposition'] };
    };
    const english = await form(onDeparture.id, 'en');
    expect(english.text).toContain('3 May 2027 – 8 May 2027');
    const greek = await form(onDeparture.id, 'el');
    expect(greek.text).toContain('3 Μαΐου 2027 – 8 Μαΐου 2027');
    expect(greek.disposition).not.toBe(english.disposition);

    const noDeparture = await approvedTraveller({ schoolId: await schoolOn(null) });
    const fallback = await form(noDeparture.id, 'en');
    expect(fallback.text).not.toContain('May 2027');
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDate();
    expect(fallback.text).toMatch(new RegExp(`${day(trip!.startsOn)} \\S+ \\d{4} – ${day(trip!.endsOn)} \\S+ \\d{4}`));
  });
});

describe('GET /api/admin/travellers/:id/consent-form', () => {
  it("gives staff any approved traveller's form, in the family's language or the one asked for", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await approvedTraveller({ language: 'en', personalCode: null, lastName: 'PAPADOPOULOU' });
    const english = await t.app.inject({
      url: `/api/admin/travellers/${traveller.id}/consent-form`,
      headers: { cookie: admin },
    });
    // Without a personal code, the file is named after the surname; each language has its own name.
    expectAttachment(english, 'consent-PAPADOPOULOU-en.pdf');
    expect(await pdfText(english.rawPayload)).toContain('Parental consent form');
    const greek = await t.app.inject({
      url: `/api/admin/travellers/${traveller.id}/consent-form?lang=el`,
      headers: { cookie: admin },
    });
    expectAttachment(greek, 'consent-PAPADOPOULOU-el.pdf');
    const text = await pdfText(greek.rawPayload);
    expect(text).toContain('Έντυπο συγκατάθεσης γονέα ή κηδεμόνα');
    expect(text).toContain(`${traveller.firstName} PAPADOPOULOU`);
  });

  it('is refused before approval, for an unknown id, and to anyone but staff', async () => {
    const admin = await t.signInAsAdmin();
    const pending = await insertTraveller(t.db);
    const closed = await t.app.inject({
      url: `/api/admin/travellers/${pending.id}/consent-form`,
      headers: { cookie: admin },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('DOCUMENTS_CLOSED');
    const unknown = await t.app.inject({
      url: '/api/admin/travellers/00000000-0000-4000-8000-000000000000/consent-form',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);

    const traveller = await approvedTraveller();
    const guardian = await t.signInAsGuardian(traveller.guardianEmail);
    const url = `/api/admin/travellers/${traveller.id}/consent-form`;
    expect((await t.app.inject({ url, headers: { cookie: guardian } })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
