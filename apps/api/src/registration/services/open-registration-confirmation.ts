import type { ConfirmationOpened } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RegisteredTraveller } from '../queries/registration-places.ts';
import { markEmailConfirmed } from '../queries/registration-travellers.ts';
import { findConfirmationToken, requireRegistrationOfLink } from '../confirmation-token.ts';
import { requireUsableToken } from '../../accounts/account-token-checks.ts';

type OpenOptions = RequestOrigin & { db: Database; token: string; now: Date };

/** The registration's form as stored, to check on the confirmation screen. */
export function storedDetailsOf(traveller: RegisteredTraveller): ConfirmationOpened['details'] {
  return {
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality,
    city: traveller.city,
    district: traveller.district,
    phone: traveller.phone,
    language: traveller.language,
    guardianName: traveller.guardianName,
    guardianEmail: traveller.guardianEmail,
    roommates: traveller.roommates,
    registrationCode: traveller.place.registrationCode,
  };
}

/**
 * `POST /api/registration/confirmation`: the e-mailed link is opened. The first opening confirms the
 * guardian's e-mail (the registration then joins the review queue); opening it again before the form is
 * confirmed (a reload) shows the same. Used, expired or replaced links answer 410.
 */
export async function openRegistrationConfirmation({
  db,
  token,
  now,
  ip,
  requestId,
}: OpenOptions): Promise<ConfirmationOpened> {
  return db.transaction(async (tx) => {
    const link = await findConfirmationToken(tx, token);
    requireUsableToken({ token: link, now });
    const traveller = await requireRegistrationOfLink(tx, link);
    const confirmedAt = await markEmailConfirmed(tx, traveller.id, now);
    if (confirmedAt) {
      await audit(tx, {
        ip,
        requestId,
        actorUserId: null,
        action: 'registration.email-confirmed',
        entityType: 'traveller',
        entityId: traveller.id,
        tripId: traveller.tripId,
      });
    }
    const emailConfirmedAt = confirmedAt ?? traveller.emailConfirmedAt ?? now;
    return {
      travellerId: traveller.id,
      tripId: traveller.tripId,
      tripStartsOn: traveller.place.tripStartsOn,
      schoolName: traveller.place.schoolName,
      details: storedDetailsOf(traveller),
      emailConfirmedAt: emailConfirmedAt.toISOString(),
    };
  });
}
