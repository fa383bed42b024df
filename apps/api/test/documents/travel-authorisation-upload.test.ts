import { checklistSchema, documentQueuePageSchema, travellerSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import * as corpus from '../files/corpus.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { removeReviewDataAfterAll } from '../review/review-kit.ts';
import { approvedFamily, consentPdf, documentsOf, send, uploadDocument, wordDocx } from './document-kit.ts';

/**
 * The signed travel authorisation letter, uploaded by the family and reviewed by staff as the consent form is
 * (docs/product/documents.md#travel-authorisation-letter).
 */

const t = setupUploadApp({ signInRateLimitMax: 1000 });
removeReviewDataAfterAll(t);

beforeEach(async () => {
  for (const key of t.objectsOnDisk()) await t.app.storage.delete(key);
});

const letterPdf = () => ({ fileName: 'letter.pdf', bytes: corpus.pdf(), contentType: 'application/pdf' });

async function letterItem(travellerId: string, cookie: string) {
  const response = await t.app.inject({ url: `/api/my/travellers/${travellerId}/checklist`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return checklistSchema.parse(response.json()).items.find((item) => item.kind === 'travel-authorisation');
}

describe('POST /api/my/travellers/:id/documents (travel_authorisation)', () => {
  it('takes the signed letter only once the registration is approved', async () => {
    const pending = await approvedFamily(t, { status: 'pending', approvedAt: null });
    const early = await uploadDocument(t, pending.cookie, pending.traveller.id, 'travel_authorisation', letterPdf());
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('DOCUMENTS_CLOSED');
    expect(t.objectsOnDisk()).toEqual([]);
    expect(await letterItem(pending.traveller.id, pending.cookie)).toMatchObject({ state: 'not-yet' });
  });

  it('keeps it as Processing, replaces a letter still waiting (never the consent form), and the checklist waits', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    expect(await letterItem(traveller.id, cookie)).toMatchObject({ state: 'todo' });
    expect((await uploadDocument(t, cookie, traveller.id, 'consent', consentPdf())).statusCode).toBe(201);
    const first = await uploadDocument(t, cookie, traveller.id, 'travel_authorisation', letterPdf());
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadDocument(t, cookie, traveller.id, 'travel_authorisation', {
      fileName: 'letter-signed.png',
      bytes: await corpus.png(),
      contentType: 'image/png',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(
      travellerSchema.parse(second.json()).documents.map((document) => [document.type, document.fileName]),
    ).toEqual([
      ['consent', 'consent.pdf'],
      ['travel_authorisation', 'letter-signed.png'],
    ]);
    const rows = await documentsOf(t.db, traveller.id);
    expect(rows.map((row) => [row.type, row.status])).toEqual([
      ['consent', 'pending'],
      ['travel_authorisation', 'withdrawn'],
      ['travel_authorisation', 'pending'],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, traveller.id))
      .orderBy(auditLog.id)
      .offset(2);
    expect(audit!.details).toMatchObject({ type: 'travel_authorisation', replacedDocumentIds: [rows[1]!.id] });
    expect(await letterItem(traveller.id, cookie)).toMatchObject({ state: 'waiting' });
  });

  it('refuses a Word file, as for every upload', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const word = await uploadDocument(t, cookie, traveller.id, 'travel_authorisation', {
      fileName: 'letter.docx',
      bytes: await wordDocx(),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(word.statusCode, word.body).toBe(415);
    expect(t.objectsOnDisk()).toEqual([]);
  });
});

describe('staff review of the letter', () => {
  it('lists it in the documents queue by its type, and an acceptance ticks the checklist', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, cookie } = await approvedFamily(t);
    const upload = await uploadDocument(t, cookie, traveller.id, 'travel_authorisation', letterPdf());
    const documentId = travellerSchema.parse(upload.json()).documents[0]!.id;
    const queue = await t.app.inject({
      url: `/api/admin/documents?trip_id=${traveller.tripId}&status=pending&type=travel_authorisation&search=${traveller.lastName}`,
      headers: { cookie: admin },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const page = documentQueuePageSchema.parse(queue.json());
    expect(page.rows.map((row) => [row.id, row.type])).toEqual([[documentId, 'travel_authorisation']]);

    const accepted = await send(t, 'POST', `/api/admin/documents/${documentId}/accept`, admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await letterItem(traveller.id, cookie)).toMatchObject({ state: 'done', dueDate: null });
  });
});
