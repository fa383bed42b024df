import {
  isRegistrationOpen,
  type RegistrationCodeCheck,
  type RegistrationDraft,
  type RegistrationStart,
  type TravellerDetailsDraft,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { DRAFT_LIFETIME_MS } from '../draft-cookie.ts';
import { registrationClosed, unknownRegistrationCode } from '../registration-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { isFullForNewcomers } from '../../places/services/join-waiting-list.ts';
import { draftResponse, findDraft, insertDraft, updateDraft } from '../queries/registration-drafts.ts';
import { findPlaceByCode, findTripWindow, type RegistrationPlace } from '../queries/registration-places.ts';

type StartOptions = {
  db: Database;
  input: RegistrationStart;
  now: Date;
  /** The hash of the draft cookie the request came with, if any. */
  currentTokenHash: string | undefined;
  /** The hash of a fresh token, used when a new draft is made (the route then sets its cookie). */
  freshTokenHash: string;
};

export type StartedRegistration = { isNew: boolean; draft: RegistrationDraft };

/** What a brother or sister shares: the family's fields, taken from the registration just sent. */
function familyFields(details: TravellerDetailsDraft): TravellerDetailsDraft {
  const { guardianName, guardianEmail, phone, city, district, language } = details;
  return Object.fromEntries(
    Object.entries({ guardianName, guardianEmail, phone, city, district, language }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

/** The school of the code on the trip, while its registration is open (404 no trip, 409 closed). */
async function findOpenPlace(
  tx: Executor,
  input: RegistrationStart,
  now: Date,
): Promise<RegistrationPlace | undefined> {
  const trip = await findTripWindow(tx, input.tripId);
  if (!trip) throw notFound('Trip');
  const window = {
    registrationOpensAt: trip.registrationOpensAt.toISOString(),
    registrationClosesAt: trip.registrationClosesAt.toISOString(),
  };
  if (!isRegistrationOpen(window, now)) throw registrationClosed();
  return findPlaceByCode(tx, trip.id, input.registrationCode);
}

/**
 * `POST /api/registration/code-check`: whether the code opens the trip's registration, and whether the
 * school's departure or the trip is full (the first step says the registration joins the waiting list);
 * nothing written.
 */
export async function checkRegistrationCode({
  db,
  input,
  now,
}: Pick<StartOptions, 'db' | 'input' | 'now'>): Promise<RegistrationCodeCheck> {
  const place = await findOpenPlace(db, input, now);
  if (!place) return { valid: false, reason: 'unknown-code', full: false };
  return { valid: true, reason: null, full: await isFullForNewcomers(db, place.tripId, place.departureId) };
}

/**
 * `POST /api/registration/start`: step 1. The code names a school of an open trip. The browser's own
 * draft is resumed when there is one (moved to this school if another code was typed before: what was
 * typed is kept); after a sent registration, a new draft starts with the family's fields filled in.
 */
export async function startRegistration({
  db,
  input,
  now,
  currentTokenHash,
  freshTokenHash,
}: StartOptions): Promise<StartedRegistration> {
  return db.transaction(async (tx) => {
    const place = await findOpenPlace(tx, input, now);
    if (!place) throw unknownRegistrationCode();

    const current = currentTokenHash ? await findDraft(tx, currentTokenHash, now, { forUpdate: true }) : undefined;
    if (current && current.step !== 'submitted') {
      if (current.tripId === place.tripId && current.schoolId === place.schoolId)
        return { isNew: false, draft: await draftResponse(tx, current) };
      const moved = await updateDraft(tx, current.id, {
        tripId: place.tripId,
        schoolId: place.schoolId,
        step: 'details',
      });
      return { isNew: false, draft: await draftResponse(tx, moved) };
    }

    const created = await insertDraft(tx, {
      tokenHash: freshTokenHash,
      tripId: place.tripId,
      schoolId: place.schoolId,
      details: current ? familyFields(current.details) : {},
      expiresAt: new Date(now.getTime() + DRAFT_LIFETIME_MS),
    });
    return { isNew: true, draft: await draftResponse(tx, created) };
  });
}
