import type { StaffDocument } from '@voyage/domain';
import type { ReviewArea } from '../review-kernel/decision.ts';
import { findDocumentTravellerId, findStaffDocument, lockDocument, type LockedDocument } from './queries/documents.ts';
import { DocumentConflict } from './document-refusals.ts';

/**
 * Documents in the review kernel (docs/decisions/020-review-kernel.md): a decision locks the traveller, then
 * the document (FOR UPDATE), as a family's upload and withdrawal do, so two decisions on one document run one
 * after the other, the second sees the first's and they never deadlock.
 */
export const documentReview: ReviewArea<LockedDocument, StaffDocument> = {
  noun: 'Document',
  auditKey: 'documentId',
  findTravellerId: findDocumentTravellerId,
  lock: lockDocument,
  conflict: (status) => new DocumentConflict(status),
  findStaffView: findStaffDocument,
};
