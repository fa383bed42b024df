import {
  areCorrectionsFrozen,
  CORRECTABLE_FIELDS,
  correctableDetailsOf,
  correctionChanges,
  familyCorrectionDetailsSchemaFor,
  I18N_KEY_MESSAGES,
  isLiveStatus,
  isUuid,
  type CorrectableField,
  type CorrectionDetails,
  type CorrectionOutcome,
  type CorrectionResult,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Transaction } from '../../db/executor.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { lockDetails, writeDetailsChange } from '../../travellers/details-change.ts';
import type { StudentFormRow } from '../../travellers/queries/student-form.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { familyChangeRequestView } from '../change-request-view.ts';
import { changeRequestWaiting, correctionsClosed } from '../correction-errors.ts';
import { findChangeRequest, hasWaitingRequest, insertChangeRequest } from '../queries/change-requests.ts';

type CorrectMyDetailsOptions = RequestOrigin & {
  db: Database;
  guardianUserId: string;
  /** The signed-in guardian's name, kept with a request. */
  guardianName: string;
  travellerId: string;
  details: CorrectionDetails;
  now: Date;
};

type Done = { outcome: CorrectionOutcome; fields: CorrectableField[]; requestId?: string };

/** The correction under every rule for this child: roommates who are other people (`details.roommates.0`). */
function checkedCorrection(details: CorrectionDetails, child: StudentFormRow['details']): CorrectionDetails {
  const parsed = familyCorrectionDetailsSchemaFor(child).safeParse(details, I18N_KEY_MESSAGES);
  if (!parsed.success) {
    throw validationFailed(parsed.error.issues.map((issue) => ({ ...issue, path: ['details', ...issue.path] })));
  }
  return parsed.data;
}

/** Before the freeze: written at once, as staff's correction is, and audited by the names of the fields. */
async function applyCorrection(
  tx: Transaction,
  current: StudentFormRow,
  corrected: CorrectionDetails,
  options: CorrectMyDetailsOptions,
): Promise<Done> {
  const written = await writeDetailsChange(tx, current, corrected, { isFullRoomRefused: false, now: options.now });
  const fields = CORRECTABLE_FIELDS.filter((field) => written.includes(field));
  if (fields.length === 0) return { outcome: 'unchanged', fields };
  await audit(tx, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.guardianUserId,
    action: 'registration.corrected-by-family',
    entityType: 'traveller',
    entityId: current.id,
    tripId: current.tripId,
    details: { fields },
  });
  return { outcome: 'applied', fields };
}

/** From the freeze day: nothing changes; a request with both values of each field waits for staff. */
async function sendChangeRequest(
  tx: Transaction,
  current: StudentFormRow,
  corrected: CorrectionDetails,
  options: CorrectMyDetailsOptions,
): Promise<Done> {
  const changes = correctionChanges(correctableDetailsOf(current.details), corrected);
  const fields = changes.map((change) => change.field);
  if (changes.length === 0) return { outcome: 'unchanged', fields };
  if (await hasWaitingRequest(tx, current.id)) throw changeRequestWaiting();
  const requestId = await insertChangeRequest(tx, {
    travellerId: current.id,
    changes,
    sentBy: options.guardianUserId,
    sentByName: options.guardianName,
    sentAt: options.now,
  });
  await audit(tx, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.guardianUserId,
    action: 'change-request.sent',
    entityType: 'traveller',
    entityId: current.id,
    tripId: current.tripId,
    details: { changeRequestId: requestId, fields },
  });
  return { outcome: 'requested', fields, requestId };
}

/**
 * `PATCH /api/my/travellers/:id/details` (docs/product/corrections.md): the guardian's own registration, while
 * pending or approved (409 `CORRECTIONS_CLOSED` otherwise; another family's is 404). Before the trip's freeze
 * day (Cyprus time) the correction is made at once; from it, it becomes a change request (409
 * `CHANGE_REQUEST_WAITING` while another waits). One transaction under the trip's registration lock, since
 * roommates move rooms; the audit rows name the fields, never their values.
 */
export async function correctMyDetails(options: CorrectMyDetailsOptions): Promise<CorrectionResult> {
  const { db, guardianUserId, travellerId, now } = options;
  if (!isUuid(travellerId)) throw notFound('Traveller');
  const done = await db.transaction(async (tx) => {
    const current = await lockDetails(tx, travellerId, { guardianUserId });
    if (!current) throw notFound('Traveller');
    if (!isLiveStatus(current.status)) throw correctionsClosed();
    const corrected = checkedCorrection(options.details, current.details);
    const trip = { startsOn: current.tripStartsOn, correctionsFreezeDays: current.tripCorrectionsFreezeDays };
    return areCorrectionsFrozen(trip, now)
      ? sendChangeRequest(tx, current, corrected, options)
      : applyCorrection(tx, current, corrected, options);
  });
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  const request = done.requestId ? await findChangeRequest(db, done.requestId) : undefined;
  return {
    outcome: done.outcome,
    fields: done.fields,
    request: request ? familyChangeRequestView(request) : null,
    traveller,
  };
}
