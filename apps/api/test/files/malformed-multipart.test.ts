import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import * as corpus from './corpus.ts';
import { createDraft, multipartBody, removeDrafts, setupUploadApp, UPLOAD_URL, type TestDraft } from './upload-kit.ts';

/** Forms no browser sends, cut or mangled on the wire: each is a coded 400 and nothing is kept. */

const t = setupUploadApp();
const made: string[] = [];
let draft: TestDraft;

beforeEach(async () => {
  draft = await createDraft(t.db);
  made.push(draft.id);
});
afterAll(() => removeDrafts(t.db, made));

async function send(body: Buffer, contentType: string) {
  const filesBefore = (await t.db.select({ id: files.id }).from(files)).length;
  const response = await t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: { ...t.unsafeHeaders(draft.cookie), 'content-type': contentType },
    payload: body,
  });
  expect((await t.db.select({ id: files.id }).from(files)).length).toBe(filesBefore);
  expect(t.objectsOnDisk()).toEqual([]);
  return response;
}

describe('POST /api/registration/draft/document with a malformed form', () => {
  it('a file part with no closing boundary: 400 VALIDATION_FAILED', async () => {
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'passport' },
      { name: 'file', fileName: 'passport.jpg', bytes: await corpus.jpeg() },
    ]);
    const cut = body.subarray(0, body.lastIndexOf(Buffer.from('\r\n--')));
    const response = await send(cut, contentType);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('a body cut inside the part headers: 400', async () => {
    const { contentType } = multipartBody([]);
    const boundary = contentType.split('boundary=')[1]!;
    const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filena`);
    const response = await send(body, contentType);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('a boundary that never appears: 400', async () => {
    const response = await send(Buffer.from('just some bytes with no parts at all'), 'multipart/form-data; boundary=x');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it("the server failing to write the file is the server's error (500), not a form cut short", async () => {
    const { body, contentType } = multipartBody([
      { name: 'type', value: 'passport' },
      { name: 'file', fileName: 'passport.jpg', bytes: await corpus.jpeg() },
    ]);
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = '/nonexistent/voyage-temporary-files';
    try {
      const response = await send(body, contentType);
      expect(response.statusCode, response.body).toBe(500);
      expect(response.json().code).toBe('INTERNAL');
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
  });

  it('no boundary in the content type: 400 or 415, never 500', async () => {
    const response = await send(Buffer.from('--x\r\n'), 'multipart/form-data');
    expect([400, 415]).toContain(response.statusCode);
  });
});
