import { HttpError } from '../lib/http-error.ts';

/** The refusals of corrections by the family (docs/product/corrections.md#refusals). */

/** The registration is no longer pending or approved: nothing is corrected or asked for any more. */
export const correctionsClosed = () =>
  new HttpError(409, 'CORRECTIONS_CLOSED', 'Details are corrected only while the registration is pending or approved');

/** A request of the family's still waits: it withdraws it first, or waits for the answer. */
export const changeRequestWaiting = () =>
  new HttpError(409, 'CHANGE_REQUEST_WAITING', 'A change request is already waiting for the office');

/** What the request asks no longer passes the rules (the child's name changed since, say): refuse it instead. */
export const changeRequestNotApplicable = () =>
  new HttpError(409, 'CHANGE_REQUEST_NOT_APPLICABLE', 'The change asked for no longer passes the rules; refuse it');
