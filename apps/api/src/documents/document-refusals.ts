import type { ApiError, DocumentStatus } from '@voyage/domain';
import { HttpError } from '../lib/http-error.ts';

/** 409 `CONFLICT` on a document someone else decided on (or withdrew) meanwhile, with its status as it now is. */
export class DocumentConflict extends HttpError {
  constructor(readonly currentStatus: DocumentStatus) {
    super(409, 'CONFLICT', `The document is ${currentStatus} now, not waiting for this`);
    this.name = 'DocumentConflict';
  }

  override toBody(): ApiError & { currentStatus: DocumentStatus } {
    return { ...super.toBody(), currentStatus: this.currentStatus };
  }
}

/** 409 `DOCUMENTS_CLOSED`: a signed form before approval, or anything once the registration has ended. */
export const documentsClosed = () =>
  new HttpError(
    409,
    'DOCUMENTS_CLOSED',
    'Documents are taken while the registration is pending (the ID) or approved (the ID, the consent and the travel authorisation)',
  );

/** 409 `DOCUMENT_ACCEPTED`: staff already accepted an ID of this traveller; no other is needed. */
export const documentAccepted = () =>
  new HttpError(409, 'DOCUMENT_ACCEPTED', 'An identity document of this traveller was already accepted');
