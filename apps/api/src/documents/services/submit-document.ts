import { isUuid } from '@voyage/domain';
import type { MyDocumentType, RegistrationStatus, Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { AcceptedFile } from '../../files/accept-document-file.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { withIdempotencyKey } from '../../lib/idempotency.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { hasAcceptedDocument, ID_TYPES, insertDocument, withdrawPendingDocuments } from '../queries/documents.ts';
import { insertAcceptedFile } from '../../files/queries/files.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storeThenRecord } from '../../files/store-then-record.ts';
import { documentAccepted, documentsClosed } from '../document-refusals.ts';

/** The signed forms the product writes: taken once the registration is approved, as they are only given then. */
const isSignedForm = (type?: MyDocumentType) => type === 'consent' || type === 'travel_authorisation';

/** Which registrations take which uploads (docs/product/documents.md#uploads). */
function takes(status: RegistrationStatus, type?: MyDocumentType): boolean {
  if (isSignedForm(type)) return status === 'approved';
  return status === 'pending' || status === 'approved';
}

/**
 * Before a byte of the file is read: the traveller is the family's own (404 otherwise) and its
 * registration takes documents at all (409 `DOCUMENTS_CLOSED`), so nobody waits for an upload that could
 * only be refused. The type is in the form, so its own rule is checked again once the form is read.
 */
export async function requireDocumentTraveller(
  db: Database,
  guardianUserId: string,
  travellerId: string,
): Promise<void> {
  const traveller = isUuid(travellerId) ? await lockReviewedTraveller(db, travellerId, { guardianUserId }) : undefined;
  if (!traveller) throw notFound('Traveller');
  if (!takes(traveller.status)) throw documentsClosed();
}

type SubmitOptions = RequestOrigin & {
  db: Database;
  storage: FileStorage;
  guardianUserId: string;
  travellerId: string;
  type: MyDocumentType;
  file: AcceptedFile;
  idempotencyKey: string | undefined;
  now: Date;
};

/**
 * `POST /api/my/travellers/:id/documents` (docs/product/documents.md#uploads): the family uploads the
 * signed consent or travel authorisation letter (once approved) or an ID (while pending or approved, until one is accepted); it waits as
 * Processing until staff review it. An upload of the same kind still Processing (for an ID: a passport or
 * an ID card) is replaced: it becomes withdrawn, kept for the history. The file is stored first, then
 * one transaction locks the traveller, checks the rules and writes the file row, the document and the
 * audit row; on any refusal the stored object is deleted again. With the same `Idempotency-Key`, a retry
 * gets the first answer and no second document.
 */
export async function submitDocument({
  db,
  storage,
  guardianUserId,
  travellerId,
  type,
  file,
  idempotencyKey,
  now,
  ip,
  requestId,
}: SubmitOptions): Promise<{ statusCode: number; traveller: Traveller }> {
  let isReplay = true;
  const { fileId, answer } = await storeThenRecord(storage, file.bytes, async (fileId) => ({
    fileId,
    answer: await withIdempotencyKey(
      db,
      { scope: 'document.submit', key: idempotencyKey, fingerprint: `${guardianUserId}:${travellerId}:${type}` },
      async (tx) => {
        isReplay = false;
        const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId });
        if (!traveller) throw notFound('Traveller');
        if (!takes(traveller.status, type)) throw documentsClosed();
        const sameKind = isSignedForm(type) ? [type] : ID_TYPES;
        if (!isSignedForm(type) && (await hasAcceptedDocument(tx, travellerId, ID_TYPES))) throw documentAccepted();
        const replaced = await withdrawPendingDocuments(tx, travellerId, sameKind);
        await insertAcceptedFile(tx, fileId, file, guardianUserId);
        const documentId = await insertDocument(tx, {
          travellerId,
          tripId: traveller.tripId,
          type,
          fileId,
          uploadedAt: now,
        });
        await audit(tx, {
          ip,
          requestId,
          actorUserId: guardianUserId,
          action: 'document.submitted',
          entityType: 'traveller',
          entityId: travellerId,
          tripId: traveller.tripId,
          details: { documentId, type, fileId, mediaType: file.mediaType, replacedDocumentIds: replaced },
        });
        return { statusCode: 201, body: { documentId } };
      },
    ),
  }));
  // A replayed answer points at the first upload's file: this one's object is not needed.
  if (isReplay) await storage.delete(fileId).catch(() => {});
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  return { statusCode: answer.statusCode, traveller };
}
