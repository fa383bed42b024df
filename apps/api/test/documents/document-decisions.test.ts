import { adminTravellerSchema, apiErrorSchema, staffDocumentSchema, travellerSchema } from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import type { OutboxWorker } from '../../src/mail/outbox-worker.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink.ts';
import { clearOutbox, drainAll, fakeClock, testWorker } from '../mail/outbox-kit.ts';
import { insertTraveller, mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import {
  approvedFamily,
  documentsOf,
  insertDocument,
  passportJpeg,
  queueWithEveryKind,
  send,
  sendPut,
  uploadDocument,
} from './document-kit.ts';

/**
 * Staff read a registration's documents, accept and reject them, and write the identity document's details
 * (docs/product/documents.md#staff-review).
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);
let sink: SmtpSink;
let worker: OutboxWorker | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  sink.messages.length = 0;
  await clearOutbox(t.db);
});
afterEach(() => {
  worker?.stop();
  worker = undefined;
});

async function delivered(to: string): Promise<ReceivedMail> {
  worker ??= testWorker(t.db, sink.url, fakeClock());
  await drainAll(worker);
  const mails = sink.messages.filter((mail) => mail.to.includes(to));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

async function auditRows(travellerId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, travellerId)).orderBy(auditLog.id);
}

describe('GET /api/admin/travellers/:id/documents', () => {
  it("gives every document of the registration, newest first, with who reviewed each; a deleted one's is 404", async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await queueWithEveryKind(t, admin);
    const response = await t.app.inject({
      url: `/api/admin/travellers/${traveller.id}/documents`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    const own = staffDocumentSchema.array().parse(response.json());
    expect(own.map((row) => [row.type, row.status])).toEqual([
      ['id_card', 'withdrawn'],
      ['passport', 'rejected'],
      ['consent', 'approved'],
    ]);
    expect(own.every((row) => row.travellerId === traveller.id && row.schoolId === traveller.schoolId)).toBe(true);
    expect(own[2]!.reviewedByName).not.toBeNull();
    expect(own[2]!.reviewedAt).not.toBeNull();

    const deleted = await insertTraveller(t.db, { status: 'deleted', statusBeforeDeletion: 'pending' });
    await insertDocument(t, deleted.id);
    for (const id of [deleted.id, 'not-an-id']) {
      const missing = await t.app.inject({
        url: `/api/admin/travellers/${id}/documents`,
        headers: { cookie: admin },
      });
      expect(missing.statusCode, id).toBe(404);
    }
  });
});

describe('POST /api/admin/documents/:id/accept', () => {
  it('accepts it once, with who and when, audited, and shows it on My Voyage; no e-mail', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, cookie } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    const response = await send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const document = staffDocumentSchema.parse(response.json());
    expect(document).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(document.reviewedAt).not.toBeNull();
    expect(document.reviewedByName).not.toBeNull();
    expect((await auditRows(traveller.id)).map((row) => [row.action, row.details])).toEqual([
      ['document.accepted', { documentId, type: 'passport' }],
    ]);
    expect(await mailsTo(t.db, traveller.guardianEmail)).toEqual([]);
    const family = travellerSchema.parse(
      (await t.app.inject({ url: `/api/my/travellers/${traveller.id}`, headers: { cookie } })).json(),
    );
    expect(family.documents[0]).toMatchObject({ id: documentId, status: 'approved' });

    const again = await send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'approved' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await send(t, 'POST', `/api/admin/documents/${id}/accept`, admin)).statusCode).toBe(404);
    }
  });

  it('is 409 for an upload the family withdrew', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, cookie } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    await send(t, 'POST', `/api/my/travellers/${traveller.id}/documents/${documentId}/withdraw`, cookie);
    const late = await send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'withdrawn' });
  });
});

describe('POST /api/admin/documents/:id/reject', () => {
  it.each([
    ['el', 'passport', 'Χρειαζόμαστε νέο αρχείο', 'το διαβατήριο', 'Αιτία: Η φωτογραφία είναι θολή'],
    ['en', 'consent', 'We need a new file', 'the consent form', 'Reason: Η φωτογραφία είναι θολή'],
    [
      'el',
      'travel_authorisation',
      'Χρειαζόμαστε νέο αρχείο',
      'την εξουσιοδότηση ταξιδιού ανηλίκου',
      'Αιτία: Η φωτογραφία είναι θολή',
    ],
    ['en', 'travel_authorisation', 'We need a new file', 'the travel authorisation letter', 'Reason:'],
  ] as const)(
    "%s, %s: e-mails the reason in the family's language, asking for a new upload on My Voyage",
    async (language, type, subject, documentWords, reasonLine) => {
      const admin = await t.signInAsAdmin();
      const { traveller, cookie } = await approvedFamily(t, { language });
      const documentId = await insertDocument(t, traveller.id, { type });
      const reason = 'Η φωτογραφία είναι θολή';
      const response = await send(t, 'POST', `/api/admin/documents/${documentId}/reject`, admin, { reason });
      expect(response.statusCode, response.body).toBe(200);
      expect(staffDocumentSchema.parse(response.json())).toMatchObject({ status: 'rejected', rejectionReason: reason });
      expect((await auditRows(traveller.id)).map((row) => [row.action, row.details])).toEqual([
        ['document.rejected', { documentId, type, reason }],
      ]);

      const mail = await delivered(traveller.guardianEmail);
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain(`${traveller.firstName} ${traveller.lastName}`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(documentWords);
        expect(body).toContain(`${TEST_PUBLIC_URL}/my-voyage`);
      }
      expect(mail.text).toContain(reasonLine);

      const family = travellerSchema.parse(
        (await t.app.inject({ url: `/api/my/travellers/${traveller.id}`, headers: { cookie } })).json(),
      );
      expect(family.documents[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
      const timeline = await t.app.inject({ url: `/api/my/travellers/${traveller.id}/timeline`, headers: { cookie } });
      expect(timeline.json()).toContainEqual(expect.objectContaining({ event: 'document-rejected', reason }));
      // The family uploads a new one.
      if (type !== 'consent') {
        const again = await uploadDocument(t, cookie, traveller.id, type, await passportJpeg());
        expect(again.statusCode, again.body).toBe(201);
      }
    },
  );

  it('needs a reason, and decides once', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    const blank = await send(t, 'POST', `/api/admin/documents/${documentId}/reject`, admin, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fieldErrors)).toEqual(['reason']);
    await send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin);
    const late = await send(t, 'POST', `/api/admin/documents/${documentId}/reject`, admin, { reason: 'Blurred' });
    expect(late.json()).toMatchObject({ code: 'CONFLICT', currentStatus: 'approved' });
    expect((await documentsOf(t.db, traveller.id))[0]!.rejectionReason).toBeNull();
    expect(await mailsTo(t.db, traveller.guardianEmail)).toEqual([]);
  });
});

describe('GET /api/admin/documents/:id/file', () => {
  it('sends the file as an attachment and records who viewed it', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const documentId = await insertDocument(t, traveller.id);
    const response = await t.app.inject({ url: `/api/admin/documents/${documentId}/file`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.downloaded'), eq(auditLog.entityId, documentId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ travellerId: traveller.id, type: 'passport' });
  });
});

const ID_CARD = {
  idDocumentType: 'id_card',
  idDocumentNumber: '0 912 345',
  idDocumentExpiresOn: '2030-12-31',
  idDocumentIssuingCountry: 'CY',
};

describe('PUT /api/admin/travellers/:id/id-document', () => {
  it('writes an ID card as staff read it, answers the AdminTraveller, audits the field names; 404 for a deleted one', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const url = `/api/admin/travellers/${traveller.id}/id-document`;
    const response = await sendPut(t, url, admin, ID_CARD);
    expect(response.statusCode, response.body).toBe(200);
    expect(adminTravellerSchema.parse(response.json())).toMatchObject({
      idDocumentType: 'id_card',
      idDocumentNumber: '0912345',
      idDocumentExpiresOn: '2030-12-31',
      idDocumentIssuingCountry: 'CY',
    });
    const [row] = await auditRows(traveller.id);
    expect(row).toMatchObject({
      action: 'registration.passport-updated',
      details: { fields: ['idDocumentType', 'idDocumentNumber', 'idDocumentExpiresOn', 'idDocumentIssuingCountry'] },
    });
    expect(row!.actorUserId).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('0912345');
    const bad = await sendPut(t, url, admin, {
      idDocumentType: 'driving_licence',
      idDocumentNumber: '',
      idDocumentExpiresOn: 'tomorrow',
      idDocumentIssuingCountry: 'XX',
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fieldErrors).toEqual({
      idDocumentType: ['validation.required'],
      idDocumentNumber: ['validation.idDocumentNumber'],
      idDocumentExpiresOn: ['validation.date'],
      idDocumentIssuingCountry: ['validation.country'],
    });

    const deleted = await insertTraveller(t.db, { status: 'deleted', statusBeforeDeletion: 'approved' });
    const gone = await sendPut(t, `/api/admin/travellers/${deleted.id}/id-document`, admin, ID_CARD);
    expect(gone.statusCode).toBe(404);
  });
});
