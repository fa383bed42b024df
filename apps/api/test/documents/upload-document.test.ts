import { randomUUID } from 'node:crypto';
import { travellerSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../src/db/schema/index.ts';
import * as corpus from '../files/corpus.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { removeReviewDataAfterAll } from '../review/review-kit.ts';
import {
  approvedFamily,
  consentPdf,
  documentsOf,
  insertDocument,
  passportJpeg,
  send,
  sendPut,
  uploadDocument,
  htmlBehindOle2Signature,
  wordDoc,
  wordDocx,
} from './document-kit.ts';

/** A family uploads, withdraws and opens documents, and describes the identity document (docs/product/documents.md). */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);

beforeEach(async () => {
  for (const key of t.objectsOnDisk()) await t.app.storage.delete(key);
});

/** Something hidden after an image's data: re-encoding leaves it out. */
const APPENDED = Buffer.from('<script>alert(1)</script>');

async function auditActions(travellerId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, travellerId)).orderBy(auditLog.id);
}

/** Files made for the refusals below, by name. */
const REFUSED_SAMPLES = {
  doc: async () => wordDoc(),
  docx: () => wordDocx(),
  template: () => wordDocx({ externalTemplate: true }),
  ole2: async () => htmlBehindOle2Signature(),
  zip: () => wordDocx({ withDocument: false }),
  truncated: async () => (await corpus.png()).subarray(0, 200),
} satisfies Record<string, () => Promise<Buffer>>;

describe('POST /api/my/travellers/:id/documents', () => {
  it('keeps the signed consent as Processing, audited, and answers with the traveller', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const response = await uploadDocument(t, cookie, traveller.id, 'consent', consentPdf());
    expect(response.statusCode, response.body).toBe(201);
    const body = travellerSchema.parse(response.json());
    expect(body.documents).toEqual([
      expect.objectContaining({
        type: 'consent',
        status: 'pending',
        fileName: 'consent.pdf',
        fileMediaType: 'application/pdf',
        rejectionReason: null,
      }),
    ]);
    expect(t.objectsOnDisk()).toHaveLength(1);
    const audits = await auditActions(traveller.id);
    expect(audits.map((row) => row.action)).toEqual(['document.submitted']);
    expect(audits[0]!.details).toMatchObject({ documentId: body.documents[0]!.id, type: 'consent' });
    // The timeline says the consent arrived, once.
    const timeline = await t.app.inject({ url: `/api/my/travellers/${traveller.id}/timeline`, headers: { cookie } });
    const events = timeline.json().map((entry: { event: string }) => entry.event);
    expect(events.filter((event: string) => event === 'consent-received')).toHaveLength(1);
    // GET /my/travellers/:id answers the same.
    const again = await t.app.inject({ url: `/api/my/travellers/${traveller.id}`, headers: { cookie } });
    expect(travellerSchema.parse(again.json()).documents).toEqual(body.documents);
  });

  it("is 404 for another family's traveller, before the upload is read, and keeps nothing", async () => {
    const { cookie } = await approvedFamily(t);
    const other = await approvedFamily(t);
    const response = await uploadDocument(t, cookie, other.traveller.id, 'consent', consentPdf());
    expect(response.statusCode, response.body).toBe(404);
    expect(await documentsOf(t.db, other.traveller.id)).toEqual([]);
    expect(t.objectsOnDisk()).toEqual([]);
    expect((await uploadDocument(t, cookie, 'not-an-id', 'consent', consentPdf())).statusCode).toBe(404);
  });

  it('takes the consent only once the registration is approved', async () => {
    const pending = await approvedFamily(t, { status: 'pending', approvedAt: null });
    const early = await uploadDocument(t, pending.cookie, pending.traveller.id, 'consent', consentPdf());
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('DOCUMENTS_CLOSED');
    // An ID is taken while the registration is pending.
    const id = await uploadDocument(t, pending.cookie, pending.traveller.id, 'passport', await passportJpeg());
    expect(id.statusCode, id.body).toBe(201);
    expect(t.objectsOnDisk()).toHaveLength(1);
  });

  it.each(['cancelled', 'rejected'] as const)('takes nothing for a %s registration', async (status) => {
    const { traveller, cookie } = await approvedFamily(t, { status });
    for (const [type, file] of [
      ['consent', consentPdf()],
      ['passport', await passportJpeg()],
    ] as const) {
      const response = await uploadDocument(t, cookie, traveller.id, type, file);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('DOCUMENTS_CLOSED');
    }
    expect(t.objectsOnDisk()).toEqual([]);
  });

  it.each([
    ['a PDF', { fileName: 'consent.pdf', bytes: corpus.pdf(), contentType: 'application/pdf' }, 'application/pdf'],
    ['a JPEG', { fileName: 'consent.jpg', bytes: 'jpeg', contentType: 'image/jpeg' }, 'image/jpeg'],
    ['a PNG', { fileName: 'consent.png', bytes: 'png', contentType: 'image/png' }, 'image/png'],
  ] as const)('accepts %s as a consent, by its content', async (_name, file, mediaType) => {
    const { traveller, cookie } = await approvedFamily(t);
    const bytes =
      file.bytes === 'jpeg'
        ? Buffer.concat([await corpus.jpeg(), APPENDED])
        : file.bytes === 'png'
          ? Buffer.concat([await corpus.png(), APPENDED])
          : file.bytes;
    const response = await uploadDocument(t, cookie, traveller.id, 'consent', { ...file, bytes });
    expect(response.statusCode, response.body).toBe(201);
    const [document] = await documentsOf(t.db, traveller.id);
    const [row] = await t.db.select().from(files).where(eq(files.id, document!.fileId));
    expect(row!.mediaType).toBe(mediaType);
    const stored = await t.app.inject({ url: `/api/my/documents/${document!.id}/file`, headers: { cookie } });
    expect(stored.headers['content-type']).toBe(mediaType);
    // Images are re-encoded (what was appended is gone) and PDFs rewritten, as the registration's ID upload is.
    expect(stored.rawPayload.equals(bytes)).toBe(false);
    expect(stored.rawPayload.includes(APPENDED)).toBe(false);
  });

  it.each([
    ['a Word .doc', 'consent', { fileName: 'consent.doc', bytes: 'doc' }, 415],
    ['a Word .docx', 'consent', { fileName: 'consent.docx', bytes: 'docx' }, 415],
    ['a .docx with an external template', 'consent', { fileName: 'consent.docx', bytes: 'template' }, 415],
    [
      'HTML and a script behind an OLE2 signature, named .doc',
      'consent',
      { fileName: 'consent.doc', bytes: 'ole2' },
      415,
    ],
    ['HTML named .doc', 'consent', { fileName: 'consent.doc', bytes: corpus.html }, 415],
    ['HTML named .docx', 'consent', { fileName: 'consent.docx', bytes: corpus.html }, 415],
    ['a ZIP without a Word document named .docx', 'consent', { fileName: 'consent.docx', bytes: 'zip' }, 415],
    ['a Word file named .pdf', 'consent', { fileName: 'consent.pdf', bytes: 'doc' }, 415],
    ['a Word file for a passport', 'passport', { fileName: 'passport.doc', bytes: 'doc' }, 415],
    ['an SVG with a script', 'consent', { fileName: 'consent.svg', bytes: corpus.svgWithScript }, 415],
    ['a ZIP named .pdf', 'passport', { fileName: 'passport.pdf', bytes: corpus.zip() }, 415],
    ['an HEIC photo', 'passport', { fileName: 'passport.heic', bytes: corpus.heic }, 415],
    ['an empty file', 'consent', { fileName: 'consent.pdf', bytes: Buffer.alloc(0) }, 400],
    ['a truncated PNG', 'passport', { fileName: 'passport.png', bytes: 'truncated' }, 422],
  ] as const)('refuses %s and keeps nothing', async (_name, type, file, status) => {
    const { traveller, cookie } = await approvedFamily(t);
    const bytes = typeof file.bytes === 'string' ? await REFUSED_SAMPLES[file.bytes]() : file.bytes;
    const response = await uploadDocument(t, cookie, traveller.id, type, { ...file, bytes });
    expect(response.statusCode, response.body).toBe(status);
    expect(await documentsOf(t.db, traveller.id)).toEqual([]);
    expect(t.objectsOnDisk()).toEqual([]);
  });

  it('names a missing or unknown type and a missing file', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const empty = await uploadDocument(t, cookie, traveller.id, undefined, undefined);
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ type: ['validation.required'], file: ['validation.required'] });
    const other = await uploadDocument(t, cookie, traveller.id, 'other', consentPdf());
    expect(other.json().fieldErrors).toEqual({ type: ['validation.invalid'] });
    expect(t.objectsOnDisk()).toEqual([]);
  });

  it('replaces an upload of the same kind still Processing, which is withdrawn and no longer listed', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const first = await uploadDocument(t, cookie, traveller.id, 'passport', await passportJpeg());
    expect(first.statusCode, first.body).toBe(201);
    const consent = await uploadDocument(t, cookie, traveller.id, 'consent', consentPdf());
    expect(consent.statusCode).toBe(201);
    // An ID card replaces the passport still waiting: one ID is needed.
    const second = await uploadDocument(t, cookie, traveller.id, 'id_card', {
      fileName: 'id.png',
      bytes: await corpus.png(),
      contentType: 'image/png',
    });
    expect(second.statusCode, second.body).toBe(201);
    const listed = travellerSchema.parse(second.json()).documents;
    expect(listed.map((document) => [document.type, document.status])).toEqual([
      ['consent', 'pending'],
      ['id_card', 'pending'],
    ]);
    const rows = await documentsOf(t.db, traveller.id);
    expect(rows.map((row) => [row.type, row.status])).toEqual([
      ['passport', 'withdrawn'],
      ['consent', 'pending'],
      ['id_card', 'pending'],
    ]);
    const audits = await auditActions(traveller.id);
    expect(audits.at(-1)!.details).toMatchObject({ type: 'id_card', replacedDocumentIds: [rows[0]!.id] });
  });

  it('takes a new ID after a rejection, and none once an ID was accepted', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const rejected = await insertDocument(t, traveller.id, { status: 'rejected' });
    const again = await uploadDocument(t, cookie, traveller.id, 'passport', await passportJpeg());
    expect(again.statusCode, again.body).toBe(201);
    const listed = travellerSchema.parse(again.json()).documents;
    expect(listed.map((document) => [document.id === rejected, document.status])).toEqual([
      [true, 'rejected'],
      [false, 'pending'],
    ]);

    const done = await approvedFamily(t);
    await insertDocument(t, done.traveller.id, { type: 'id_card', status: 'approved' });
    const refused = await uploadDocument(t, done.cookie, done.traveller.id, 'passport', await passportJpeg());
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('DOCUMENT_ACCEPTED');
    expect(await documentsOf(t.db, done.traveller.id)).toHaveLength(1);
    // The consent is still taken.
    expect((await uploadDocument(t, done.cookie, done.traveller.id, 'consent', consentPdf())).statusCode).toBe(201);
  });

  it('gives the first answer to a retry with the same Idempotency-Key, and keeps one document', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      uploadDocument(t, cookie, traveller.id, 'consent', consentPdf(), { idempotencyKey: key }),
      uploadDocument(t, cookie, traveller.id, 'consent', consentPdf(), { idempotencyKey: key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const third = await uploadDocument(t, cookie, traveller.id, 'consent', consentPdf(), { idempotencyKey: key });
    expect(third.statusCode).toBe(201);
    expect(await documentsOf(t.db, traveller.id)).toHaveLength(1);
    expect(t.objectsOnDisk()).toHaveLength(1);
    // The same key for another type is another request.
    const misuse = await uploadDocument(t, cookie, traveller.id, 'passport', await passportJpeg(), {
      idempotencyKey: key,
    });
    expect(misuse.statusCode).toBe(409);
    expect(misuse.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(t.objectsOnDisk()).toHaveLength(1);
  });
});

describe('POST /api/my/travellers/:id/documents/:documentId/withdraw', () => {
  it('withdraws a Processing upload, audited; a decided one is 409 with its status', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id, { type: 'consent' });
    const url = `/api/my/travellers/${traveller.id}/documents/${documentId}/withdraw`;
    const response = await send(t, 'POST', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(travellerSchema.parse(response.json()).documents).toEqual([]);
    expect((await documentsOf(t.db, traveller.id))[0]!.status).toBe('withdrawn');
    expect((await auditActions(traveller.id)).map((row) => row.action)).toEqual(['document.withdrawn']);
    const again = await send(t, 'POST', url, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'withdrawn' });

    const accepted = await insertDocument(t, traveller.id, { status: 'approved' });
    const late = await send(t, 'POST', `/api/my/travellers/${traveller.id}/documents/${accepted}/withdraw`, cookie);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'approved' });
  });

  it("is 404 for another family's document, even named under their own traveller", async () => {
    const mine = await approvedFamily(t);
    const theirs = await approvedFamily(t);
    const documentId = await insertDocument(t, theirs.traveller.id);
    for (const url of [
      `/api/my/travellers/${theirs.traveller.id}/documents/${documentId}/withdraw`,
      `/api/my/travellers/${mine.traveller.id}/documents/${documentId}/withdraw`,
      `/api/my/travellers/${mine.traveller.id}/documents/not-an-id/withdraw`,
    ]) {
      expect((await send(t, 'POST', url, mine.cookie)).statusCode).toBe(404);
    }
    expect((await documentsOf(t.db, theirs.traveller.id))[0]!.status).toBe('pending');
  });
});

describe('GET /api/my/documents/:id/file', () => {
  it("sends the family's own file as an attachment, and nobody else's", async () => {
    const mine = await approvedFamily(t);
    const theirs = await approvedFamily(t);
    const own = await insertDocument(t, mine.traveller.id);
    const other = await insertDocument(t, theirs.traveller.id);
    const response = await t.app.inject({ url: `/api/my/documents/${own}/file`, headers: { cookie: mine.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="passport.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('%PDF-1');
    for (const id of [other, 'not-an-id']) {
      const refused = await t.app.inject({ url: `/api/my/documents/${id}/file`, headers: { cookie: mine.cookie } });
      expect(refused.statusCode).toBe(404);
    }
    // The family's own download is not a staff view: no audit row.
    expect(await auditActions(own)).toEqual([]);
  });
});

describe('PUT /api/my/travellers/:id/id-document', () => {
  const url = (id: string) => `/api/my/travellers/${id}/id-document`;
  const passport = {
    idDocumentType: 'passport',
    idDocumentNumber: 'K1234567',
    idDocumentExpiresOn: '2031-03-31',
    idDocumentIssuingCountry: 'CY',
  };
  const ALL_FIELDS = ['idDocumentType', 'idDocumentNumber', 'idDocumentExpiresOn', 'idDocumentIssuingCountry'];

  it('keeps the number in capitals without spaces, the expiry and the country, audited by field names only', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const response = await sendPut(t, url(traveller.id), cookie, { ...passport, idDocumentNumber: 'k12 345 67' });
    expect(response.statusCode, response.body).toBe(200);
    expect(travellerSchema.parse(response.json())).toMatchObject(passport);
    const audits = await auditActions(traveller.id);
    expect(audits.map((row) => row.action)).toEqual(['registration.passport-updated']);
    expect(audits[0]!.details).toEqual({ fields: ALL_FIELDS });
    expect(JSON.stringify(audits[0]!.details)).not.toContain('K1234567');
    // The same again changes nothing and writes no row; a new expiry names that field alone.
    await sendPut(t, url(traveller.id), cookie, passport);
    await sendPut(t, url(traveller.id), cookie, { ...passport, idDocumentExpiresOn: '2032-03-31' });
    const after = await auditActions(traveller.id);
    expect(after.map((row) => row.details)).toEqual([{ fields: ALL_FIELDS }, { fields: ['idDocumentExpiresOn'] }]);
  });

  it('takes an ID card the same way: its number, expiry and issuing country', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const idCard = {
      ...passport,
      idDocumentType: 'id_card',
      idDocumentNumber: '0912345',
      idDocumentIssuingCountry: 'GR',
    };
    const response = await sendPut(t, url(traveller.id), cookie, idCard);
    expect(response.statusCode, response.body).toBe(200);
    expect(travellerSchema.parse(response.json())).toMatchObject(idCard);
  });

  it('refuses a malformed number, date or country, another family, and an ended registration', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const bad = await sendPut(t, url(traveller.id), cookie, {
      ...passport,
      idDocumentNumber: 'K1-23',
      idDocumentExpiresOn: '2031-02-30',
      idDocumentIssuingCountry: 'Cyprus',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      idDocumentNumber: ['validation.idDocumentNumber'],
      idDocumentExpiresOn: ['validation.date'],
      idDocumentIssuingCountry: ['validation.country'],
    });
    const { idDocumentType: _type, ...untyped } = passport;
    const noType = await sendPut(t, url(traveller.id), cookie, { ...untyped, idDocumentNumber: 'K12' });
    expect(noType.json().fieldErrors).toEqual({
      idDocumentType: ['validation.required'],
      idDocumentNumber: ['validation.idDocumentNumber'],
    });
    const stray = await sendPut(t, url(traveller.id), cookie, { ...passport, status: 'approved' });
    expect(stray.statusCode).toBe(400);

    const other = await approvedFamily(t);
    expect((await sendPut(t, url(other.traveller.id), cookie, passport)).statusCode).toBe(404);
    const cancelled = await approvedFamily(t, { status: 'cancelled' });
    const closed = await sendPut(t, url(cancelled.traveller.id), cancelled.cookie, passport);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('DOCUMENTS_CLOSED');
    const pending = await approvedFamily(t, { status: 'pending', approvedAt: null });
    expect((await sendPut(t, url(pending.traveller.id), pending.cookie, passport)).statusCode).toBe(200);
  });
});
