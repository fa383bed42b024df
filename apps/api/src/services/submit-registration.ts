import { setTimeout as sleep } from 'node:timers/promises';
import type { RegistrationSubmitted } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { files, registrationDrafts, travellers } from '../db/schema/index.ts';
import { audit, type Executor, type RequestOrigin } from '../lib/audit.ts';
import { withIdempotencyKey, type IdempotentAnswer } from '../lib/idempotency.ts';
import { findDraft, type DraftRow } from '../queries/registration-drafts.ts';
import { findPlace } from '../queries/registration-places.ts';
import {
  findDuplicateTraveller,
  insertIdDocument,
  insertPendingTraveller,
  liveSchoolmates,
  lockTripRegistrations,
} from '../queries/registration-travellers.ts';
import { sendConfirmationLink } from '../registration/confirmation-link.ts';
import {
  alreadySubmitted,
  documentRequired,
  draftNotFound,
  duplicateTraveller,
} from '../registration/registration-errors.ts';
import { regroupRoommates, requireRoom } from '../registration/roommate-rooms.ts';
import { checkTravellerDetails } from '../registration/traveller-details-check.ts';

type SubmitContext = RequestOrigin & { publicUrl: string; now: Date; idempotencyKey: string | undefined };

/**
 * Only for the control run of the concurrency test (SECURITY R1, the way pretix proves its test can see
 * the race): no trip lock, and a pause between the room check and the insert. No route passes it.
 */
export type RaceWindowForTests = { skipTripLock: boolean; pauseAfterRoomCheckMs: number };

export type SubmitAnswer = IdempotentAnswer<RegistrationSubmitted>;

/** The answer a sent draft gives again (double click, retry without a key): 200, nothing new. */
async function answerAgain(tx: Executor, draft: DraftRow): Promise<SubmitAnswer> {
  if (!draft.submittedTravellerId) throw alreadySubmitted();
  const [traveller] = await tx
    .select({ guardianEmail: travellers.guardianEmail })
    .from(travellers)
    .where(eq(travellers.id, draft.submittedTravellerId));
  if (!traveller) throw alreadySubmitted();
  return { statusCode: 200, body: { travellerId: draft.submittedTravellerId, guardianEmail: traveller.guardianEmail } };
}

/**
 * `POST /api/registration/submit`: the draft becomes a pending registration in one transaction under the
 * trip's lock: the details checked again, the ID required, no duplicate, the room not over three; then the
 * traveller, its roommate group, its ID document, the confirmation link mailed through the outbox, the
 * draft marked sent and an audit row. Any refusal leaves nothing behind.
 */
export async function submitRegistration(
  db: Database,
  tokenHash: string | undefined,
  context: SubmitContext,
  raceWindow?: RaceWindowForTests,
): Promise<SubmitAnswer> {
  if (!tokenHash) throw draftNotFound();
  const claim = { scope: 'registration.submit', key: context.idempotencyKey, fingerprint: tokenHash };
  return withIdempotencyKey(db, claim, async (tx) => {
    const seen = await findDraft(tx, tokenHash, context.now);
    if (!seen) throw draftNotFound();
    if (!raceWindow?.skipTripLock) await lockTripRegistrations(tx, seen.tripId);
    const draft = await findDraft(tx, tokenHash, context.now, { forUpdate: true });
    if (!draft) throw draftNotFound();
    if (draft.step === 'submitted') return answerAgain(tx, draft);

    const place = await findPlace(tx, draft.schoolId);
    const details = checkTravellerDetails({ ...draft.details, registrationCode: place.registrationCode }, place);
    const [file] =
      draft.step === 'document' && draft.documentFileId && draft.documentType
        ? await tx
            .select({ id: files.id, uploadedAt: files.createdAt })
            .from(files)
            .where(eq(files.id, draft.documentFileId))
        : [];
    if (!file || !draft.documentType) throw documentRequired();
    if (await findDuplicateTraveller(tx, draft.tripId, details)) throw duplicateTraveller();
    requireRoom({ id: draft.id, ...details }, await liveSchoolmates(tx, draft.schoolId));
    if (raceWindow?.pauseAfterRoomCheckMs) await sleep(raceWindow.pauseAfterRoomCheckMs);

    const travellerId = await insertPendingTraveller(tx, { tripId: draft.tripId, schoolId: draft.schoolId }, details);
    await regroupRoommates(tx, draft.schoolId, [travellerId]);
    await insertIdDocument(tx, { travellerId, type: draft.documentType, fileId: file.id, uploadedAt: file.uploadedAt });
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
      context,
    );
    await tx
      .update(registrationDrafts)
      .set({ step: 'submitted', submittedTravellerId: travellerId })
      .where(eq(registrationDrafts.id, draft.id));
    await audit(tx, {
      ip: context.ip,
      requestId: context.requestId,
      actorUserId: null,
      action: 'registration.submitted',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: draft.tripId,
      details: { schoolId: draft.schoolId, documentType: draft.documentType },
    });
    return { statusCode: 201, body: { travellerId, guardianEmail: sentTo } };
  });
}
