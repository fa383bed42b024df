import {
  adminTravellerSchema,
  apiErrorSchema,
  DOCUMENT_QUEUE_SORTS,
  documentQueuePageSchema,
  documentQueueRowSchema,
  staffDocumentSchema,
  travellerSchema,
  type DocumentQueueRow,
  type DocumentQueueSort,
} from '@voyage/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, documents, travellers } from '../../src/db/schema/index.ts';
import type { OutboxWorker } from '../../src/mail/outbox-worker.ts';
import { setupUploadApp } from '../files/upload-kit.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { compareCells, compareNames, expectOrdered, type Cell } from '../helpers/list-order.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink.ts';
import { clearOutbox, drainAll, fakeClock, testWorker } from '../mail/outbox-kit.ts';
import { insertTraveller, mailsTo, removeReviewDataAfterAll } from '../review/review-kit.ts';
import {
  approvedFamily,
  documentsOf,
  insertDocument,
  passportJpeg,
  send,
  sendPut,
  uploadDocument,
} from './document-kit.ts';

/** Staff list, accept and reject documents, and write the passport details (docs/product/documents.md#staff-review). */

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

/** One page of the queue, as staff ask for it. */
async function queuePage(admin: string, query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/documents', query, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return documentQueuePageSchema.parse(response.json());
}

/** Every row of a list, read page by page. */
async function everyRow(admin: string, query: Record<string, string>): Promise<DocumentQueueRow[]> {
  const rows: DocumentQueueRow[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await queuePage(admin, { ...query, page: String(page), page_size: '100' });
    rows.push(...answer.rows);
    if (answer.rows.length < 100) {
      expect(rows).toHaveLength(answer.total);
      return rows;
    }
  }
}

/**
 * The seeded trip's documents (IDs and consents, accepted and waiting), and one traveller's of the other
 * kinds: one accepted and one rejected by staff (a reviewer's name), one withdrawn by the family.
 */
async function queueWithEveryKind(admin: string) {
  const { traveller } = await approvedFamily(t);
  const accepted = await insertDocument(t, traveller.id, { type: 'consent' });
  expect((await send(t, 'POST', `/api/admin/documents/${accepted}/accept`, admin)).statusCode).toBe(200);
  const rejected = await insertDocument(t, traveller.id);
  const reject = await send(t, 'POST', `/api/admin/documents/${rejected}/reject`, admin, { reason: 'Blurred' });
  expect(reject.statusCode, reject.body).toBe(200);
  const withdrawn = await insertDocument(t, traveller.id, { type: 'id_card' });
  await t.db.update(documents).set({ status: 'withdrawn' }).where(eq(documents.id, withdrawn));
  return { traveller, trip_id: String(traveller.tripId) };
}

const SORT_CELLS: Record<Exclude<DocumentQueueSort, 'name'>, (row: DocumentQueueRow) => Cell> = {
  type: (row) => row.type,
  schoolName: (row) => row.schoolName,
  personalCode: (row) => row.personalCode,
  uploadedAt: (row) => row.uploadedAt,
  status: (row) => row.status,
  reviewedByName: (row) => row.reviewedByName,
};

describe('GET /api/admin/documents: the queue, paged, sorted, filtered and searched by the API', () => {
  it('lists the uploads waiting, oldest first, with the traveller and school; all of them newest first', async () => {
    const admin = await t.signInAsAdmin();
    const first = await approvedFamily(t, { personalCode: null });
    const second = await approvedFamily(t);
    const older = await insertDocument(t, first.traveller.id, { type: 'consent' });
    const newer = await insertDocument(t, second.traveller.id);
    const decided = await insertDocument(t, second.traveller.id, { type: 'consent', status: 'approved' });
    const trip_id = String(first.traveller.tripId);

    const pending = await everyRow(admin, { trip_id, status: 'pending' });
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    const ours = pending.filter((row) => [older, newer, decided].includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([older, newer]);
    expect(ours[0]).toMatchObject({
      travellerId: first.traveller.id,
      lastName: first.traveller.lastName,
      personalCode: null,
      language: first.traveller.language,
      type: 'consent',
      fileName: 'consent.pdf',
      fileMediaType: 'application/pdf',
      reviewedByName: null,
    });
    // The columns the table shows and nothing more.
    expect(Object.keys(ours[0]!).sort()).toEqual(Object.keys(documentQueueRowSchema.shape).sort());
    const uploaded = pending.map((row) => row.uploadedAt);
    expect(uploaded).toEqual([...uploaded].sort());

    const all = await everyRow(admin, { trip_id });
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([older, newer, decided]));
    const allUploaded = all.map((row) => row.uploadedAt);
    expect(allUploaded).toEqual([...allUploaded].sort().reverse());
  });

  it('answers one page and the total, the pages following on', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(admin);
    const all = await everyRow(admin, { trip_id });
    expect(new Set(all.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'withdrawn']));
    const first = await queuePage(admin, { trip_id, page_size: '10' });
    const second = await queuePage(admin, { trip_id, page: '1', page_size: '10' });
    expect([first.total, second.total]).toEqual([all.length, all.length]);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(all.slice(0, 20).map((row) => row.id));
    expect(await queuePage(admin, { trip_id, page: '500', page_size: '10' })).toEqual({ rows: [], total: all.length });
  });

  it('sorts by every column shown, both ways, empty cells last and equal ones by name', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(admin);
    for (const sort of DOCUMENT_QUEUE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const rows = await everyRow(admin, { trip_id, sort, order });
        if (sort === 'name') {
          const name = (row: DocumentQueueRow) => `${row.lastName} ${row.firstName}`;
          expectOrdered(rows, (a, b) => (order === 'asc' ? 1 : -1) * compareNames(a, b), name);
          continue;
        }
        const cell = SORT_CELLS[sort];
        expectOrdered(rows, (a, b) => compareCells(cell(a), cell(b), order) || compareNames(a, b), cell);
      }
    }
  });

  it('filters by statuses, types and school, with the totals that match', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await queueWithEveryKind(admin);
    // One order for all (the waiting ones alone would otherwise come oldest first).
    const order = { sort: 'uploadedAt', order: 'desc' };
    const all = await everyRow(admin, { trip_id, ...order });
    const school = all.find((row) => row.travellerId === traveller.id)!.schoolName;
    const cases: [Record<string, string>, (row: DocumentQueueRow) => boolean][] = [
      [{ status: 'pending' }, (row) => row.status === 'pending'],
      [{ status: 'rejected,withdrawn' }, (row) => row.status === 'rejected' || row.status === 'withdrawn'],
      [{ type: 'consent' }, (row) => row.type === 'consent'],
      [{ type: 'passport,id_card', status: 'approved' }, (row) => row.type !== 'consent' && row.status === 'approved'],
      [{ school_id: String(traveller.schoolId) }, (row) => row.schoolName === school],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(query)).toBeLessThan(all.length);
      const answer = await queuePage(admin, { trip_id, ...order, ...query, page_size: '5' });
      expect(answer.total, JSON.stringify(query)).toBe(expected.length);
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((row) => row.id));
    }
  });

  it('searches the names (either order), the personal code, the guardian and the e-mail, % and _ as typed', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller, trip_id } = await queueWithEveryKind(admin);
    const code = `DQ-${traveller.id.slice(0, 6).toUpperCase()}`;
    await t.db
      .update(travellers)
      .set({ personalCode: code, guardianName: 'Photini Queue' })
      .where(eq(travellers.id, traveller.id));
    const searches = [
      traveller.lastName.toLowerCase(),
      `${traveller.firstName} ${traveller.lastName}`,
      `${traveller.lastName} ${traveller.firstName}`.toLowerCase(),
      code.toLowerCase(),
      'photini queue',
      traveller.guardianEmail.toUpperCase(),
    ];
    for (const search of searches) {
      const found = await everyRow(admin, { trip_id, search });
      expect(new Set(found.map((row) => row.travellerId)), search).toEqual(new Set([traveller.id]));
      expect(found, search).toHaveLength(3);
    }
    expect(await queuePage(admin, { trip_id, search: '%' })).toEqual({ rows: [], total: 0 });
    expect(await queuePage(admin, { trip_id, search: '_' })).toEqual({ rows: [], total: 0 });
  });

  it('refuses parameters that are not valid, naming each field; an unknown trip is 404', async () => {
    const admin = await t.signInAsAdmin();
    const { trip_id } = await queueWithEveryKind(admin);
    const bad: Record<string, string>[] = [
      { page_size: '101' },
      { page: 'two' },
      { sort: 'fileName' },
      { status: 'waiting' },
      { type: 'visa' },
      { school_id: 'x' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of bad) {
      const response = await t.app.inject({
        url: '/api/admin/documents',
        query: { trip_id, ...query },
        headers: { cookie: admin },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      const fields = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
      expect([...new Set(fields)], JSON.stringify(query)).toEqual(Object.keys(query));
    }
    const unknown = await t.app.inject({ url: '/api/admin/documents?trip_id=999999', headers: { cookie: admin } });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only: a family gets 403, nobody signed in 401', async () => {
    const { traveller, cookie } = await approvedFamily(t);
    const url = `/api/admin/documents?trip_id=${traveller.tripId}`;
    const family = await t.app.inject({ url, headers: { cookie } });
    expect(family.statusCode).toBe(403);
    expect(apiErrorSchema.parse(family.json()).code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it("leaves out a deleted registration's documents", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { status: 'deleted', statusBeforeDeletion: 'pending' });
    const documentId = await insertDocument(t, traveller.id);
    const all = await everyRow(admin, { trip_id: String(traveller.tripId) });
    expect(all.map((row) => row.id)).not.toContain(documentId);
  });
});

describe('GET /api/admin/registrations/:id/documents', () => {
  it("gives every document of the registration, newest first, with who reviewed each; a deleted one's is 404", async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await queueWithEveryKind(admin);
    const response = await t.app.inject({
      url: `/api/admin/registrations/${traveller.id}/documents`,
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
        url: `/api/admin/registrations/${id}/documents`,
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
  ] as const)(
    "%s: e-mails the reason in the family's language, asking for a new upload on My Voyage",
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
      if (type === 'passport') {
        const again = await uploadDocument(t, cookie, traveller.id, 'passport', await passportJpeg());
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

describe('PUT /api/admin/travellers/:id/passport', () => {
  it('writes the passport details, answers the AdminTraveller, audits the field names; 404 for a deleted one', async () => {
    const admin = await t.signInAsAdmin();
    const { traveller } = await approvedFamily(t);
    const url = `/api/admin/travellers/${traveller.id}/passport`;
    const response = await sendPut(t, url, admin, { passportNumber: 'ab 123 456', passportExpiresOn: '2030-12-31' });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminTravellerSchema.parse(response.json())).toMatchObject({
      passportNumber: 'AB123456',
      passportExpiresOn: '2030-12-31',
    });
    const [row] = await auditRows(traveller.id);
    expect(row).toMatchObject({
      action: 'registration.passport-updated',
      details: { fields: ['passportNumber', 'passportExpiresOn'] },
    });
    expect(row!.actorUserId).not.toBeNull();
    const bad = await sendPut(t, url, admin, { passportNumber: '', passportExpiresOn: 'tomorrow' });
    expect(bad.statusCode).toBe(400);

    const deleted = await insertTraveller(t.db, { status: 'deleted', statusBeforeDeletion: 'approved' });
    const gone = await sendPut(t, `/api/admin/travellers/${deleted.id}/passport`, admin, {
      passportNumber: 'AB123456',
      passportExpiresOn: '2030-12-31',
    });
    expect(gone.statusCode).toBe(404);
  });
});
