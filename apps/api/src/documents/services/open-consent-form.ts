import { isUuid } from '@voyage/domain';
import { Readable } from 'node:stream';
import type { Locale } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { renderConsentForm } from '../consent-form-pdf.ts';
import type { StoredFileDownload } from '../../files/send-stored-file.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findConsentFormFacts } from '../queries/consent-form.ts';

type ConsentFormOptions = {
  db: Database;
  travellerId: string;
  /** The language asked for; the registration's (the guardian's) when left out. */
  locale?: Locale;
  /** For a family: only their own traveller is found; staff leave it out. */
  guardianUserId?: string;
};

/**
 * `GET /api/my/travellers/:id/consent-form` and `GET /api/admin/travellers/:id/consent-form`
 * (docs/product/documents.md#consent-form): the trip's consent form filled in for one traveller, with
 * the dates of their departure (the trip's while their school has none), made
 * afresh at each call and sent as an upload is (an attachment). The form is asked for once the registration is approved: before that, or once it
 * is cancelled, rejected or deleted, it is 409 `DOCUMENTS_CLOSED`.
 */
export async function openConsentForm({
  db,
  travellerId,
  locale,
  guardianUserId,
}: ConsentFormOptions): Promise<StoredFileDownload> {
  const facts = isUuid(travellerId) ? await findConsentFormFacts(db, travellerId, { guardianUserId }) : undefined;
  if (!facts) throw notFound('Traveller');
  if (facts.status !== 'approved') {
    throw new HttpError(409, 'DOCUMENTS_CLOSED', 'The consent form is there once the registration is approved');
  }
  const language = locale ?? facts.language;
  const bytes = await renderConsentForm({ ...facts, locale: language, tripTitle: facts.tripTitle[language] });
  return {
    stream: Readable.from([Buffer.from(bytes)]),
    sizeBytes: bytes.byteLength,
    mediaType: 'application/pdf',
    // One name per language, so the Greek and English forms saved side by side stay apart.
    fileName: `consent-${facts.personalCode ?? facts.lastName}-${language}.pdf`,
  };
}
