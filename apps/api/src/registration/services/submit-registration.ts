import type { RegistrationSubmitted } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { withIdempotencyKey, type IdempotentAnswer } from '../../lib/idempotency.ts';
import { findFile } from '../../files/queries/files.ts';
import { findDraft, updateDraft, type DraftRow } from '../queries/registration-drafts.ts';
import { findPlace } from '../queries/registration-places.ts';
import {
  findDuplicateTraveller,
  findTravellerContact,
  insertIdDocument,
  insertPendingTraveller,
  lockTripRegistrations,
} from '../queries/registration-travellers.ts';
import { sendConfirmationLink } from '../confirmation-link.ts';
import { joinWaitingListIfFull } from '../../places/services/join-waiting-list.ts';
import { alreadySubmitted, documentRequired, draftNotFound } from '../registration-errors.ts';
import { regroupRoommates } from '../roommate-rooms.ts';
import { checkTravellerDetails } from '../traveller-details-check.ts';

type SubmitOptions = RequestOrigin & {
  db: Database;
  tokenHash: string | undefined;
  publicUrl: string;
  now: Date;
  idempotencyKey: string | undefined;
};

export type SubmitAnswer = IdempotentAnswer<RegistrationSubmitted>;

/** The answer a sent draft gives again (double click, retry without a key): 200, nothing new. */
async function answerAgain(tx: Executor, draft: DraftRow): Promise<SubmitAnswer> {
  if (!draft.submittedTravellerId) throw alreadySubmitted();
  const traveller = await findTravellerContact(tx, draft.submittedTravellerId);
  if (!traveller) throw alreadySubmitted();
  return { statusCode: 200, body: { travellerId: draft.submittedTravellerId, guardianEmail: traveller.guardianEmail } };
}

/**
 * `POST /api/registration/submit`: the draft becomes a pending registration in one transaction under the
 * trip's lock: the details checked again, the ID required, a registration of the same child noted for
 * staff (never refused: the family is not told who else is registered); then the traveller (on the waiting
 * list when the trip is full for it, docs/product/places.md#waiting-list), the room
 * group of those it names who name it back (the answer never says whether a roommate matched), its ID document, the confirmation link mailed through the outbox, the
 * draft marked sent and an audit row. Any refusal leaves nothing behind.
 */
export async function submitRegistration({
  db,
  tokenHash,
  publicUrl,
  now,
  idempotencyKey,
  ip,
  requestId,
}: SubmitOptions): Promise<SubmitAnswer> {
  if (!tokenHash) throw draftNotFound();
  const claim = { scope: 'registration.submit', key: idempotencyKey, fingerprint: tokenHash };
  return withIdempotencyKey(db, claim, async (tx) => {
    const seen = await findDraft(tx, tokenHash, now);
    if (!seen) throw draftNotFound();
    await lockTripRegistrations(tx, seen.tripId);
    const draft = await findDraft(tx, tokenHash, now, { forUpdate: true });
    if (!draft) throw draftNotFound();
    if (draft.step === 'submitted') return answerAgain(tx, draft);

    const place = await findPlace(tx, draft.schoolId);
    const details = checkTravellerDetails(draft.details, place);
    const file =
      draft.step === 'document' && draft.documentFileId && draft.documentType
        ? await findFile(tx, draft.documentFileId)
        : undefined;
    if (!file || !draft.documentType) throw documentRequired();
    const possibleDuplicateOf = (await findDuplicateTraveller(tx, draft.tripId, details)) ?? null;

    const onTrip = { tripId: draft.tripId, schoolId: draft.schoolId };
    const travellerId = await insertPendingTraveller(tx, onTrip, details, possibleDuplicateOf);
    await regroupRoommates(tx, draft.schoolId, [travellerId]);
    await insertIdDocument(tx, {
      travellerId,
      tripId: draft.tripId,
      type: draft.documentType,
      fileId: file.id,
      uploadedAt: file.uploadedAt,
    });
    const { sentTo } = await sendConfirmationLink(
      tx,
      {
        travellerId,
        tripId: draft.tripId,
        travellerName: `${details.firstName} ${details.lastName}`,
        tripTitle: place.tripTitle[details.language],
        guardianEmail: details.guardianEmail,
        language: details.language,
      },
      { publicUrl, now },
    );
    // The trip's places are locked after the registrations' lock and the draft, never before them.
    await joinWaitingListIfFull(tx, {
      traveller: { id: travellerId, tripId: draft.tripId, ...details },
      tripTitle: place.tripTitle,
      publicUrl,
      now,
    });
    await updateDraft(tx, draft.id, { step: 'submitted', submittedTravellerId: travellerId });
    await audit(tx, {
      ip,
      requestId,
      actorUserId: null,
      action: 'registration.submitted',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: draft.tripId,
      details: { schoolId: draft.schoolId, documentType: draft.documentType, possibleDuplicateOf },
    });
    return { statusCode: 201, body: { travellerId, guardianEmail: sentTo } };
  });
}
