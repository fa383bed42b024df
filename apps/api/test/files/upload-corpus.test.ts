import { ID_DOCUMENT_MAX_BYTES } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { files, registrationDrafts } from '../../src/db/schema/index.ts';
import { hasActiveContent } from '../../src/files/rewrite-pdf.ts';
import * as corpus from './corpus.ts';
import { hostilePdfs } from './hostile-pdfs.ts';
import {
  createDraft,
  postForm,
  removeDrafts,
  setupUploadApp,
  upload,
  type Part,
  type TestDraft,
} from './upload-kit.ts';

/**
 * The upload corpus (docs/product/security.md#malformed-and-hostile-uploads) through the real route: each refusal
 * leaves no `files` row and nothing on disk.
 */

const t = setupUploadApp();
const made: string[] = [];
let parent: TestDraft;
let filesBefore: number;

beforeEach(async () => {
  parent = await createDraft(t.db);
  made.push(parent.id);
  filesBefore = (await t.db.select({ id: files.id }).from(files)).length;
});
afterAll(() => removeDrafts(t.db, made));

async function storedFile() {
  const [draft] = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, parent.id));
  const [file] = await t.db.select().from(files).where(eq(files.id, draft!.documentFileId!));
  return { row: file!, bytes: (await t.app.storage.get(file!.id))! };
}

async function expectNothingKept(): Promise<void> {
  const [draft] = await t.db.select().from(registrationDrafts).where(eq(registrationDrafts.id, parent.id));
  expect(draft!.documentFileId).toBeNull();
  expect((await t.db.select({ id: files.id }).from(files)).length).toBe(filesBefore);
  expect(t.objectsOnDisk()).toEqual([]);
}

async function expectRefused(file: Parameters<typeof upload>[2], status: number, code: string) {
  const response = await upload(t, parent, file);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
  await expectNothingKept();
  return response.json() as { message: string };
}

// Each test starts from an empty store: what a test keeps is removed before the next.
beforeEach(async () => {
  for (const key of t.objectsOnDisk()) await t.app.storage.delete(key);
});

describe('uploads that are refused', () => {
  it('0 bytes: 400', async () => {
    const body = await expectRefused({ fileName: 'empty.jpg', bytes: Buffer.alloc(0) }, 400, 'VALIDATION_FAILED');
    expect(body).toMatchObject({ fieldErrors: { file: ['validation.required'] } });
  });

  it('the limit + 1 byte: 413, and no partial object is left', async () => {
    const big = Buffer.concat([await corpus.jpeg(), Buffer.alloc(ID_DOCUMENT_MAX_BYTES)]).subarray(
      0,
      ID_DOCUMENT_MAX_BYTES + 1,
    );
    await expectRefused({ fileName: 'big.jpg', bytes: big }, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('exactly the limit is read in full (then judged by its content)', async () => {
    const jpeg = await corpus.jpeg();
    const atLimit = Buffer.concat([jpeg, Buffer.alloc(ID_DOCUMENT_MAX_BYTES - jpeg.length)]);
    const response = await upload(t, parent, { fileName: 'padded.jpg', bytes: atLimit });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('1,000 empty fields: 413', async () => {
    const parts: Part[] = Array.from({ length: 1000 }, (_, index) => ({ name: `f${index}`, value: '' }));
    const response = await postForm(t, parent, [{ name: 'type', value: 'passport' }, ...parts]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    await expectNothingKept();
  });

  it('10,001 parts, or a second file: 413', async () => {
    const many: Part[] = Array.from({ length: 10_001 }, (_, index) => ({
      name: 'file',
      fileName: `${index}.jpg`,
      bytes: 'x',
    }));
    const flood = await postForm(t, parent, [{ name: 'type', value: 'passport' }, ...many]);
    expect(flood.statusCode, flood.body).toBe(413);

    const jpeg = await corpus.jpeg();
    const twoFiles = await postForm(t, parent, [
      { name: 'type', value: 'passport' },
      { name: 'file', fileName: 'a.jpg', bytes: jpeg },
      { name: 'file', fileName: 'b.jpg', bytes: jpeg },
    ]);
    expect(twoFiles.statusCode, twoFiles.body).toBe(413);
    await expectNothingKept();
  });

  it('HTML named .jpg: 415', async () => {
    await expectRefused(
      { fileName: 'photo.jpg', bytes: corpus.html, contentType: 'image/jpeg' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('HTML named .pdf: 415', async () => {
    await expectRefused(
      { fileName: 'scan.pdf', bytes: corpus.html, contentType: 'application/pdf' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('SVG with a script: 415', async () => {
    await expectRefused(
      { fileName: 'passport.svg', bytes: corpus.svgWithScript, contentType: 'image/svg+xml' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectRefused(
      { fileName: 'passport.jpg', bytes: corpus.svgWithScript, contentType: 'image/jpeg' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('plain text: 415', async () => {
    await expectRefused({ fileName: 'notes.txt', bytes: 'my passport number is 123' }, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a zip named .pdf: 415', async () => {
    await expectRefused(
      { fileName: 'scan.pdf', bytes: corpus.zip(), contentType: 'application/pdf' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('HEIC (an iPhone default): 415, saying how to send a JPEG', async () => {
    const body = await expectRefused({ fileName: 'IMG_0001.HEIC', bytes: corpus.heic }, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toMatch(/HEIC/);
  });

  it('a real image under a name of another kind: 415', async () => {
    await expectRefused({ fileName: 'passport.pdf', bytes: await corpus.jpeg() }, 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefused({ fileName: 'passport.exe', bytes: await corpus.jpeg() }, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a password-protected PDF: 415', async () => {
    const trailer = '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 >>';
    const encrypted = Buffer.from(corpus.pdf().toString('latin1').replace('/Root 1 0 R', trailer), 'latin1');
    const body = await expectRefused({ fileName: 'scan.pdf', bytes: encrypted }, 415, 'PDF_ENCRYPTED');
    expect(body.message).toMatch(/Password/);
  });

  it('a PDF cut short (no %%EOF): 422', async () => {
    const whole = corpus.pdf();
    await expectRefused(
      { fileName: 'scan.pdf', bytes: whole.subarray(0, whole.indexOf('xref')) },
      422,
      'FILE_UNREADABLE',
    );
  });

  it('a 20,000 × 20,000 PNG (pixel flood): 413 within about a second', async () => {
    const flood = corpus.pixelFloodPng();
    expect(flood.length).toBeLessThan(200_000);
    const started = performance.now();
    const body = await expectRefused({ fileName: 'flood.png', bytes: flood }, 413, 'PAYLOAD_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(body.message).toMatch(/megapixels/);
  });

  it('a truncated JPEG: 422', async () => {
    const whole = await corpus.jpeg({ width: 800, height: 600 });
    await expectRefused(
      { fileName: 'cut.jpg', bytes: whole.subarray(0, Math.floor(whole.length * 0.6)) },
      422,
      'FILE_UNREADABLE',
    );
    await expectRefused({ fileName: 'cut.jpg', bytes: whole.subarray(0, whole.length - 200) }, 422, 'FILE_UNREADABLE');
  });
});

describe('uploads that are made safe', () => {
  it('a JPEG + HTML polyglot is accepted, and the stored bytes are a re-encoded JPEG with no <script>', async () => {
    const polyglot = Buffer.concat([await corpus.jpeg(), corpus.html]);
    expect(polyglot.includes('<script>')).toBe(true);
    const response = await upload(t, parent, { fileName: 'passport.jpg', bytes: polyglot });
    expect(response.statusCode, response.body).toBe(200);
    const { row, bytes } = await storedFile();
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(row.sizeBytes).toBe(bytes.length);
  });

  it('a JPEG with GPS in its EXIF is stored with no EXIF at all', async () => {
    const photo = await corpus.jpeg({ withGps: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(t, parent, { fileName: 'passport.jpg', bytes: photo });
    expect(response.statusCode, response.body).toBe(200);
    const { bytes } = await storedFile();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
  });

  it('applies the EXIF orientation before dropping it: a sideways phone photo is stored upright', async () => {
    // Orientation 6: the camera's 320 × 200 pixels are shown turned a quarter, as 200 × 320.
    const photo = await corpus.jpeg({ width: 320, height: 200, orientation: 6 });
    const response = await upload(t, parent, { fileName: 'passport.jpg', bytes: photo });
    expect(response.statusCode, response.body).toBe(200);
    const metadata = await sharp((await storedFile()).bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([200, 320, undefined]);
  });

  it('stores a 12-megapixel phone photo at 2,400 px on its longest side, under half its bytes, with no EXIF', async () => {
    const photo = await corpus.phonePhoto();
    const sent = await sharp(photo).metadata();
    expect([sent.width, sent.height]).toEqual([4000, 3000]);
    expect(sent.exif).toBeDefined();
    expect(photo.length).toBeLessThan(ID_DOCUMENT_MAX_BYTES);
    const response = await upload(t, parent, { fileName: 'passport.jpg', bytes: photo });
    expect(response.statusCode, response.body).toBe(200);
    const { row, bytes } = await storedFile();
    expect(bytes.length).toBeLessThanOrEqual(photo.length * 0.5);
    expect(row.sizeBytes).toBe(bytes.length);
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([2400, 1800]);
    expect(stored.exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
  });

  it('never enlarges a small image, and keeps a PDF exactly as it was rewritten', async () => {
    const small = await corpus.jpeg({ width: 320, height: 200 });
    expect((await upload(t, parent, { fileName: 'passport.jpg', bytes: small })).statusCode).toBe(200);
    const kept = await sharp((await storedFile()).bytes).metadata();
    expect([kept.width, kept.height]).toEqual([320, 200]);

    const pdf = corpus.pdf();
    expect((await upload(t, parent, { fileName: 'scan.pdf', bytes: pdf })).statusCode).toBe(200);
    const { bytes } = await storedFile();
    const { rewritePdf } = await import('../../src/files/rewrite-pdf.ts');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe((await rewritePdf(pdf)).length);
  });

  it('stores the SHA-256 and size of the stored bytes', async () => {
    const response = await upload(t, parent, { fileName: 'scan.pdf', bytes: corpus.pdf() });
    expect(response.statusCode).toBe(200);
    const { row, bytes } = await storedFile();
    const { createHash } = await import('node:crypto');
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(row.sizeBytes).toBe(bytes.length);
  });

  it.each([
    ['../../x.jpg', 'x.jpg'],
    ['..\\..\\windows\\x.jpg', 'x.jpg'],
    ['a\u0000b.jpg', 'ab.jpg'],
    ['invoice\u202Egpj.exe.jpg', 'invoicegpj.exe.jpg'],
    ['\u2067passport\u2069.jpeg', 'passport.jpg'],
    ['...', 'document.jpg'],
    [`${'Π'.repeat(300)}.jpg`, `${'Π'.repeat(116)}.jpg`],
  ])('name %j is stored under a UUID and kept as %j', async (sent, kept) => {
    const response = await upload(t, parent, { fileName: sent, bytes: await corpus.jpeg() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().document.fileName).toBe(kept);
    const { row } = await storedFile();
    expect(row.originalName).toBe(kept);
    expect(t.objectsOnDisk()).toEqual([row.id]);
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('names a PNG sent as .jpeg by what it is', async () => {
    const response = await upload(t, parent, { fileName: 'card.jpeg', bytes: await corpus.png() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().document).toMatchObject({ fileName: 'card.png', mediaType: 'image/png' });
  });
});

describe('PDFs that try to act when opened', () => {
  it.each(Object.entries(hostilePdfs))('%s: stored rewritten, with none of it', async (_name, bytes) => {
    const response = await upload(t, parent, { fileName: 'scan.pdf', bytes });
    expect(response.statusCode, response.body).toBe(200);
    const { row, bytes: stored } = await storedFile();
    expect(row.mediaType).toBe('application/pdf');
    expect(await hasActiveContent(stored)).toBe(false);
    expect(stored.equals(bytes)).toBe(false);
    expect(row.sizeBytes).toBe(stored.length);
  });
});
