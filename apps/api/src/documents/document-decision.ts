import { isUuid } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { notFound } from '../lib/http-error.ts';
import { findDocumentTravellerId, lockDocument, type LockedDocument } from './queries/documents.ts';
import {
  findReviewTrip,
  lockReviewedTraveller,
  type ReviewedTraveller,
  type ReviewTrip,
} from '../review/queries/registration-review.ts';

/** A document staff act on, with its traveller and trip, locked for the transaction. */
export type DocumentUnderDecision = { document: LockedDocument; traveller: ReviewedTraveller; trip: ReviewTrip };

/**
 * Locks the traveller, then the document (FOR UPDATE): the order every document change keeps (a
 * family's upload and withdrawal lock the traveller first too), so two decisions on one document run one
 * after the other, the second sees the first's and never deadlocks. A deleted registration's documents
 * are not found.
 */
export async function lockDocumentForDecision(tx: Executor, documentId: string): Promise<DocumentUnderDecision> {
  const travellerId = isUuid(documentId) ? await findDocumentTravellerId(tx, documentId) : undefined;
  const traveller = travellerId ? await lockReviewedTraveller(tx, travellerId) : undefined;
  const document = traveller && traveller.status !== 'deleted' ? await lockDocument(tx, documentId) : undefined;
  if (!traveller || !document) throw notFound('Document');
  return { document, traveller, trip: await findReviewTrip(tx, traveller.tripId) };
}
