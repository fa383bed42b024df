import { randomUUID } from 'node:crypto';
import {
  erasureRequestSchema,
  erasureResultSchema,
  myErasureRequestSchema,
  retentionPreviewSchema,
  tripDate,
} from '@voyage/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  documents,
  erasureRequests,
  outbox,
  payments,
  schools,
  travellers,
  trips,
  user,
} from '../../src/db/schema/index.ts';
import { startDataRetentionJob } from '../../src/data-rights/jobs/data-retention-job.ts';
import { addRegistration, givenCode, removeAddedRegistrationsAfterAll } from '../accounts/fixtures.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { storedRecords } from './stored-records.ts';

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeAddedRegistrationsAfterAll(t);
const silent = { info() {}, warn() {}, error() {} };

const { sha256, storedFile, addDocument, addPayment, onDisk, fileRow, auditRows } = storedRecords(t);

/** A trip of its own that returned on 10 January 2020, with one school: retention is due for it alone. */
let pastTripId: number;
let pastSchoolId: number;
beforeAll(async () => {
  const [model] = await t.db.select().from(trips).where(eq(trips.active, true));
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model!;
  const [trip] = await t.db
    .insert(trips)
    .values({
      ...rest,
      active: false,
      name: { el: 'Διατήρηση', en: `Retention ${randomUUID().slice(0, 8)}` },
      year: 2020,
      registrationOpensAt: new Date('2019-10-01T06:00:00Z'),
      registrationClosesAt: new Date('2019-12-01T06:00:00Z'),
      startsOn: '2020-01-05',
      endsOn: '2020-01-10',
      idRetentionDays: 30,
    })
    .returning({ id: trips.id });
  pastTripId = trip!.id;
  const [school] = await t.db
    .insert(schools)
    .values({ tripId: pastTripId, name: 'Retention school', district: 'lemesos', registrationCode: 'RETN-TEST' })
    .returning({ id: schools.id });
  pastSchoolId = school!.id;
});
afterAll(async () => {
  await t.db.delete(travellers).where(eq(travellers.tripId, pastTripId));
  await t.db.delete(schools).where(eq(schools.tripId, pastTripId));
  await t.db.delete(trips).where(eq(trips.id, pastTripId));
});

describe('the retention job', () => {
  it('removes ID scans from storage and the identity document details once the day has come, keeps payments and the nationality, audits counts only, and runs twice harmlessly', async () => {
    const approved = await addRegistration(t.db, {
      tripId: pastTripId,
      schoolId: pastSchoolId,
      status: 'approved',
      approvedAt: new Date('2019-11-01T00:00:00Z'),
      nationality: 'CY',
      idDocumentType: 'id_card',
      idDocumentNumber: '7654321',
      idDocumentExpiresOn: '2030-05-01',
      idDocumentIssuingCountry: 'CY',
    });
    // An issuing country alone is an identity document detail too: it goes with the rest.
    const countryOnly = await addRegistration(t.db, {
      tripId: pastTripId,
      schoolId: pastSchoolId,
      status: 'approved',
      approvedAt: new Date('2019-11-01T00:00:00Z'),
      idDocumentIssuingCountry: 'GR',
    });
    const pending = await addRegistration(t.db, { tripId: pastTripId, schoolId: pastSchoolId });
    const passportFile = await addDocument(approved.id, 'passport');
    const idCardFile = await addDocument(approved.id, 'id_card');
    const consentFile = await addDocument(approved.id, 'consent');
    const receiptFile = await addPayment(approved.id);
    // A scan whose object is already gone from the store does not stop the job.
    const missingFile = await storedFile('lost.pdf');
    await t.app.storage.delete(missingFile);
    await addDocument(approved.id, 'passport', missingFile);
    const pendingScan = await addDocument(pending.id, 'passport');

    const admin = await t.signInAsAdmin();
    const preview = retentionPreviewSchema.parse(
      (await t.app.inject({ url: `/api/admin/trips/${pastTripId}/retention`, headers: { cookie: admin } })).json(),
    );
    expect(preview).toEqual({
      idRetentionDay: '2020-02-09',
      pendingErasureDay: '2020-04-09',
      idDocuments: 4,
      passportDetails: 2,
      pendingRegistrations: 1,
    });

    // The day before: nothing goes.
    const dayBefore = startDataRetentionJob({
      db: t.db,
      storage: t.app.storage,
      logger: silent,
      poll: false,
      now: () => new Date('2020-02-08T12:00:00Z'),
    });
    expect(await dayBefore.runOnce()).toMatchObject({
      trips: 0,
      idDocuments: 0,
      passportDetails: 0,
      erasedRegistrations: 0,
    });
    expect(onDisk(passportFile)).toBe(true);

    const job = startDataRetentionJob({ db: t.db, storage: t.app.storage, logger: silent, poll: false });
    const first = await job.runOnce();
    expect(first).toMatchObject({ idDocuments: 4, passportDetails: 2, erasedRegistrations: 1 });

    for (const gone of [passportFile, idCardFile, pendingScan]) {
      expect(onDisk(gone), 'object of an ID scan').toBe(false);
      expect(await fileRow(gone), 'files row of an ID scan').toBe(0);
    }
    expect(await fileRow(missingFile)).toBe(0);
    const [kept] = await t.db.select().from(travellers).where(eq(travellers.id, approved.id));
    const cleared = { idDocumentType: null, idDocumentNumber: null, idDocumentExpiresOn: null };
    expect(kept).toMatchObject({ ...cleared, idDocumentIssuingCountry: null, nationality: 'CY' });
    const [other] = await t.db.select().from(travellers).where(eq(travellers.id, countryOnly.id));
    expect(other!.idDocumentIssuingCountry).toBeNull();
    const left = await t.db
      .select({ type: documents.type })
      .from(documents)
      .where(eq(documents.travellerId, approved.id));
    expect(left.map((row) => row.type)).toEqual(['consent']);
    expect(onDisk(consentFile)).toBe(true);
    expect(onDisk(receiptFile)).toBe(true);
    expect(await t.db.select().from(payments).where(eq(payments.travellerId, approved.id))).toHaveLength(1);
    expect(await t.db.select().from(travellers).where(eq(travellers.id, pending.id))).toHaveLength(0);

    const [retention] = await auditRows('data.retention-applied', String(pastTripId));
    expect(retention!.details).toEqual({
      idDocuments: 4,
      healthRecords: 0,
      healthAddenda: 0,
      tripDayMarks: 0,
      passportDetails: 2,
      files: 4,
      retentionDays: 30,
    });
    const [erased] = await auditRows('data.erased', String(pastTripId));
    // Its scan went with the ID scans a step earlier.
    expect(erased!.details).toMatchObject({ reason: 'pending-expired', travellers: 1, documents: 0 });
    const written = JSON.stringify([retention, erased]);
    for (const personal of [approved.firstName, approved.guardianEmail, pending.firstName, 'K7654321'])
      expect(written).not.toContain(personal);

    expect(await job.runOnce()).toEqual({
      trips: 0,
      idDocuments: 0,
      passportDetails: 0,
      erasedRegistrations: 0,
      timedRows: 0,
    });
    expect(await auditRows('data.retention-applied', String(pastTripId))).toHaveLength(1);
    await job.stop();
    await dayBefore.stop();
  });
});

describe('GET /api/my/data-export', () => {
  it("answers a ZIP of the family's records and files, and nothing of another family", async () => {
    const document = {
      idDocumentType: 'passport' as const,
      idDocumentNumber: 'P1112223',
      idDocumentExpiresOn: '2031-02-03',
    };
    const code = givenCode('DAT');
    const first = await addRegistration(t.db, { status: 'approved', nationality: 'CY', ...code, ...document });
    const sibling = await addRegistration(t.db, { guardianEmail: first.guardianEmail });
    const stranger = await addRegistration(t.db);
    const scanBytes = Buffer.from(`%PDF-1 scan ${randomUUID()}`);
    const scan = await storedFile('passport.pdf', scanBytes);
    await addDocument(first.id, 'passport', scan);
    await addDocument(sibling.id, 'consent');
    await addPayment(first.id);
    await addDocument(stranger.id, 'passport');
    await t.db.insert(outbox).values({
      template: 'registration-received',
      toAddress: first.guardianEmail,
      locale: 'en',
      subject: 'Your registration',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
    });

    const cookie = await t.signInAsGuardian(first.guardianEmail);
    const response = await t.app.inject({ url: '/api/my/data-export', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = tripDate(new Date());
    expect(response.headers['content-disposition']).toContain(`attachment; filename="voyage-data-${day}.zip"`);

    const zip = await JSZip.loadAsync(response.rawPayload);
    const data = JSON.parse(await zip.file('voyage-data.json')!.async('string'));
    expect(data.travellers.map((row: { id: string }) => row.id).sort()).toEqual([first.id, sibling.id].sort());
    const mine = data.travellers.find((row: { id: string }) => row.id === first.id);
    expect(mine).toMatchObject({ nationality: 'CY', ...code, ...document, idDocumentIssuingCountry: null });
    expect(mine.payments).toHaveLength(1);
    expect(mine.timeline).toBeInstanceOf(Array);
    expect(data.messages.map((row: { subject: string }) => row.subject)).toContain('Your registration');
    expect(data.missingFiles).toEqual([]);

    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    // The JSON, the passport scan and the receipt of the first child, the sibling's consent.
    expect(names).toHaveLength(4);
    const scanEntry = mine.documents[0].file as string;
    expect(scanEntry).toMatch(/^files\/test[a-p]+-[a-z]+-[0-9a-f]{8}\/passport-1\.pdf$/);
    expect(sha256(await zip.file(scanEntry)!.async('nodebuffer'))).toBe(sha256(scanBytes));
    expect(mine.documents[0].sha256).toBe(sha256(scanBytes));

    const everything = JSON.stringify(data) + names.join();
    for (const other of [stranger.id, stranger.firstName, stranger.guardianEmail])
      expect(everything).not.toContain(other);

    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data.exported'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited!.details).toEqual({ travellers: 2, files: 3, messages: 1 });
  });
});

describe('erasure', () => {
  it('records a request for a family registration, refuses another family’s, and shows it to staff', async () => {
    const mine = await addRegistration(t.db);
    const other = await addRegistration(t.db);
    const cookie = await t.signInAsGuardian(mine.guardianEmail);
    const ask = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/my/erasure-requests',
        headers: t.unsafeHeaders(cookie),
        payload: body,
      });

    expect((await ask({ travellerId: other.id, scope: 'traveller' })).statusCode).toBe(404);
    const bad = await ask({ travellerId: mine.id, scope: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('scope');
    const response = await ask({ travellerId: mine.id, scope: 'family' });
    expect(response.statusCode).toBe(201);
    expect(myErasureRequestSchema.array().parse(response.json())).toEqual([
      expect.objectContaining({ travellerId: mine.id, scope: 'family' }),
    ]);
    expect(await t.db.select().from(erasureRequests).where(eq(erasureRequests.travellerId, other.id))).toEqual([]);

    const admin = await t.signInAsAdmin();
    const list = erasureRequestSchema
      .array()
      .parse((await t.app.inject({ url: '/api/admin/erasure-requests', headers: { cookie: admin } })).json());
    expect(list.find((row) => row.travellerId === mine.id)).toMatchObject({ scope: 'family', registrations: 1 });
    const [audited] = await auditRows('data.erasure-requested', mine.id);
    expect(audited!.details).toEqual({ scope: 'family' });
  });

  it('lets staff erase a registration, then the family: rows and files go, audit rows keep counts only', async () => {
    const first = await addRegistration(t.db, { status: 'approved' });
    const sibling = await addRegistration(t.db, { guardianEmail: first.guardianEmail });
    const scan = await addDocument(first.id, 'passport');
    const receipt = await addPayment(first.id);
    const siblingScan = await addDocument(sibling.id, 'id_card');
    await t.db.insert(outbox).values({
      template: 'registration-received',
      toAddress: first.guardianEmail,
      locale: 'en',
      subject: 'Your registration',
      textBody: `Hello ${first.guardianName}`,
      htmlBody: '<p>Hello</p>',
    });
    await t.signInAsGuardian(first.guardianEmail);
    const admin = await t.signInAsAdmin();
    const erase = (id: string, scope: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/travellers/${id}/erase`,
        headers: t.unsafeHeaders(admin),
        payload: { scope },
      });

    expect((await erase(randomUUID(), 'traveller')).statusCode).toBe(404);
    const one = await erase(first.id, 'traveller');
    expect(one.statusCode).toBe(200);
    expect(erasureResultSchema.parse(one.json())).toEqual({
      travellers: 1,
      documents: 1,
      files: 2,
      payments: 1,
      messages: 0,
    });
    expect(await t.db.select().from(travellers).where(eq(travellers.id, first.id))).toEqual([]);
    for (const gone of [scan, receipt]) {
      expect(onDisk(gone)).toBe(false);
      expect(await fileRow(gone)).toBe(0);
    }
    // The sibling and the family's e-mails and account stay while a registration remains.
    expect(onDisk(siblingScan)).toBe(true);
    expect(await t.db.select().from(outbox).where(eq(outbox.toAddress, first.guardianEmail))).toHaveLength(1);
    const [audited] = await auditRows('data.erased', first.id);
    expect(audited!.details).toEqual({
      scope: 'traveller',
      travellers: 1,
      documents: 1,
      payments: 1,
      messages: 0,
      files: 2,
      ledger: [{ amountCents: 25_000, method: 'transfer', receivedOn: '2026-10-02' }],
    });
    const written = JSON.stringify(audited);
    for (const personal of [first.firstName, first.lastName, first.guardianEmail, first.guardianName])
      expect(written).not.toContain(personal);

    const family = await erase(sibling.id, 'family');
    expect(family.json()).toMatchObject({ travellers: 1, documents: 1, messages: 1 });
    expect(onDisk(siblingScan)).toBe(false);
    expect(await t.db.select().from(outbox).where(eq(outbox.toAddress, first.guardianEmail))).toEqual([]);
    expect(await t.db.select().from(user).where(eq(user.email, first.guardianEmail))).toEqual([]);
    // Erasing again finds nothing.
    expect((await erase(sibling.id, 'family')).statusCode).toBe(404);
  });

  it('erases the whole family at once, siblings included', async () => {
    const first = await addRegistration(t.db);
    const sibling = await addRegistration(t.db, { guardianEmail: first.guardianEmail });
    const admin = await t.signInAsAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/travellers/${first.id}/erase`,
      headers: t.unsafeHeaders(admin),
      payload: { scope: 'family' },
    });
    expect(response.json()).toMatchObject({ travellers: 2 });
    expect(
      await t.db
        .select()
        .from(travellers)
        .where(inArray(travellers.id, [first.id, sibling.id])),
    ).toEqual([]);
  });
});
