import { registrationDraftSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files, registrationDrafts } from '../../src/db/schema/index.ts';
import { TEST_ORIGIN } from '../helpers/constants.ts';
import * as corpus from '../files/corpus.ts';
import {
  createDraft,
  multipartBody,
  removeDrafts,
  setupUploadApp,
  upload,
  UPLOAD_URL,
  type TestDraft,
} from '../files/upload-kit.ts';

const t = setupUploadApp();
const made: string[] = [];
async function draft(overrides: Parameters<typeof createDraft>[1] = {}): Promise<TestDraft> {
  const created = await createDraft(t.db, overrides);
  made.push(created.id);
  return created;
}
afterAll(() => removeDrafts(t.db, made));

async function draftRow(id: string) {
  const [row] = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, id));
  return row!;
}

describe('POST /api/registration/draft/document', () => {
  it('stores a JPEG under a new UUID and answers the draft with its document', async () => {
    const parent = await draft();
    const response = await upload(t, parent, {
      fileName: 'passport.jpg',
      bytes: await corpus.jpeg(),
      contentType: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = registrationDraftSchema.parse(response.json());
    expect(body.document).toMatchObject({ type: 'passport', fileName: 'passport.jpg', mediaType: 'image/jpeg' });
    expect(body.details.firstName).toBe('ELENI');

    const row = await draftRow(parent.id);
    expect(row.documentType).toBe('passport');
    const [file] = await t.db.select().from(files).where(eq(files.id, row.documentFileId!));
    expect(file).toMatchObject({ originalName: 'passport.jpg', mediaType: 'image/jpeg', uploadedBy: null });
    expect(t.objectsOnDisk()).toContain(file!.id);
    expect(body.document!.sizeBytes).toBe(file!.sizeBytes);
  });

  it('accepts a PNG as an ID card and a plain PDF', async () => {
    const parent = await draft();
    const asPng = await upload(t, parent, { fileName: 'card.png', bytes: await corpus.png() }, 'id_card');
    expect(asPng.statusCode, asPng.body).toBe(200);
    expect(asPng.json().document).toMatchObject({ type: 'id_card', mediaType: 'image/png', fileName: 'card.png' });

    const asPdf = await upload(t, parent, { fileName: 'scan.pdf', bytes: corpus.pdf() });
    expect(asPdf.statusCode, asPdf.body).toBe(200);
    expect(asPdf.json().document).toMatchObject({
      type: 'passport',
      mediaType: 'application/pdf',
      fileName: 'scan.pdf',
    });
  });

  it('replaces an earlier upload: the draft points at the new file, the old row and object are gone', async () => {
    const parent = await draft();
    await upload(t, parent, { fileName: 'first.jpg', bytes: await corpus.jpeg() });
    const first = (await draftRow(parent.id)).documentFileId!;
    expect(t.objectsOnDisk()).toContain(first);

    const response = await upload(t, parent, { fileName: 'second.png', bytes: await corpus.png() }, 'id_card');
    expect(response.statusCode, response.body).toBe(200);
    const second = (await draftRow(parent.id)).documentFileId!;
    expect(second).not.toBe(first);
    expect(await t.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(t.objectsOnDisk()).not.toContain(first);
    expect(t.objectsOnDisk()).toContain(second);
  });

  it('accepts the file before the type, and reads a Greek file name as UTF-8', async () => {
    const parent = await draft();
    const { body, contentType } = multipartBody([
      { name: 'file', fileName: 'διαβατήριο Ελένης.jpg', bytes: await corpus.jpeg(), contentType: 'image/jpeg' },
      { name: 'type', value: 'passport' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...t.unsafeHeaders(parent.cookie), 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().document.fileName).toBe('διαβατήριο Ελένης.jpg');
  });

  it('answers 404 with no draft cookie, an unknown one or an expired draft, reading nothing', async () => {
    const bytes = await corpus.jpeg();
    const before = t.objectsOnDisk();
    expect((await upload(t, undefined, { fileName: 'x.jpg', bytes })).statusCode).toBe(404);
    const stranger = { id: '', cookie: 'voyage.registration=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
    expect((await upload(t, stranger, { fileName: 'x.jpg', bytes })).statusCode).toBe(404);
    const expired = await draft({ expiresAt: new Date(Date.now() - 1000) });
    const response = await upload(t, expired, { fileName: 'x.jpg', bytes });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(t.objectsOnDisk()).toEqual(before);
  });

  it('answers 409 ALREADY_SUBMITTED once the registration has been sent', async () => {
    const sent = await draft({ step: 'submitted' });
    const before = t.objectsOnDisk();
    const response = await upload(t, sent, { fileName: 'x.jpg', bytes: await corpus.jpeg() });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_SUBMITTED');
    expect(t.objectsOnDisk()).toEqual(before);
  });

  it('answers 400 with field errors when the type or the file is missing or wrong', async () => {
    const parent = await draft();
    const wrongType = await upload(t, parent, { fileName: 'x.jpg', bytes: await corpus.jpeg() }, 'driving_licence');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { type: ['validation.invalid'] },
    });

    const { body, contentType } = multipartBody([{ name: 'type', value: 'passport' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { ...t.unsafeHeaders(parent.cookie), 'content-type': contentType },
      payload: body,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ file: ['validation.required'] });
  });

  it('refuses a JSON body (415): the upload is multipart only', async () => {
    const parent = await draft();
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: t.unsafeHeaders(parent.cookie),
      payload: { type: 'passport', file: 'aGVsbG8=' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  describe('CSRF', () => {
    it('refuses a multipart post without the X-CSRFToken header (403)', async () => {
      const parent = await draft();
      const { body, contentType } = multipartBody([
        { name: 'type', value: 'passport' },
        { name: 'file', fileName: 'x.jpg', bytes: await corpus.jpeg() },
      ]);
      const { 'x-csrftoken': _header, ...withoutHeader } = t.unsafeHeaders(parent.cookie);
      const headers = { ...withoutHeader, 'content-type': contentType };
      const response = await t.app.inject({ method: 'POST', url: UPLOAD_URL, headers, payload: body });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_FAILED');
      expect((await draftRow(parent.id)).documentFileId).toBeNull();
    });

    it('refuses a multipart post from another site (403), even with a token pair', async () => {
      const parent = await draft();
      const { body, contentType } = multipartBody([
        { name: 'type', value: 'passport' },
        { name: 'file', fileName: 'x.jpg', bytes: await corpus.jpeg() },
      ]);
      const headers = {
        ...t.unsafeHeaders(parent.cookie),
        origin: 'https://evil.example',
        'content-type': contentType,
      };
      const response = await t.app.inject({ method: 'POST', url: UPLOAD_URL, headers, payload: body });
      expect(response.statusCode).toBe(403);
      expect(headers.origin).not.toBe(TEST_ORIGIN);
      expect((await draftRow(parent.id)).documentFileId).toBeNull();
    });
  });

  it('accepts multipart nowhere else: another API route answers a form with 415', async () => {
    const { body, contentType } = multipartBody([{ name: 'email', value: 'someone@example.com' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { ...t.unsafeHeaders(), 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('DELETE /api/registration/draft/document', () => {
  it('removes the document: the draft has none, the row and the object are gone', async () => {
    const parent = await draft();
    await upload(t, parent, { fileName: 'passport.jpg', bytes: await corpus.jpeg() });
    const fileId = (await draftRow(parent.id)).documentFileId!;

    const response = await t.app.inject({ method: 'DELETE', url: UPLOAD_URL, headers: t.unsafeHeaders(parent.cookie) });
    expect(response.statusCode, response.body).toBe(200);
    expect(registrationDraftSchema.parse(response.json()).document).toBeNull();
    const row = await draftRow(parent.id);
    expect(row.documentFileId).toBeNull();
    expect(row.documentType).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(t.objectsOnDisk()).not.toContain(fileId);
  });

  it('is harmless without a document, 404 without a draft and 409 once sent', async () => {
    const parent = await draft();
    const empty = await t.app.inject({ method: 'DELETE', url: UPLOAD_URL, headers: t.unsafeHeaders(parent.cookie) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().document).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: UPLOAD_URL, headers: t.unsafeHeaders() })).statusCode).toBe(
      404,
    );
    const sent = await draft({ step: 'submitted' });
    const response = await t.app.inject({ method: 'DELETE', url: UPLOAD_URL, headers: t.unsafeHeaders(sent.cookie) });
    expect(response.statusCode).toBe(409);
  });
});
