import { isUuid } from '@voyage/domain';
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findFormFacts, type FormFacts } from '../queries/form-facts.ts';

export type FilledFormOptions = {
  db: Database;
  travellerId: string;
  /** For a family: only their own traveller is found; staff leave it out. */
  guardianUserId?: string;
};

/**
 * A form the product fills in for one traveller to print and sign (the consent form, the travel authorisation
 * letter: docs/product/documents.md), made afresh at each call and sent as an upload is (an attachment). Another
 * family's traveller, or an id that is none, is 404; the form is there once the registration is approved: before
 * that, or once it is cancelled, rejected or deleted, it is 409 `DOCUMENTS_CLOSED`.
 */
export async function openFilledForm(
  { db, travellerId, guardianUserId }: FilledFormOptions,
  write: (facts: FormFacts) => Promise<{ bytes: Uint8Array; fileName: string }>,
): Promise<StoredFileDownload> {
  const facts = isUuid(travellerId) ? await findFormFacts(db, travellerId, { guardianUserId }) : undefined;
  if (!facts) throw notFound('Traveller');
  if (facts.status !== 'approved') {
    throw new HttpError(409, 'DOCUMENTS_CLOSED', 'The form is there once the registration is approved');
  }
  const { bytes, fileName } = await write(facts);
  return {
    stream: Readable.from([Buffer.from(bytes)]),
    sizeBytes: bytes.byteLength,
    mediaType: 'application/pdf',
    fileName,
  };
}
