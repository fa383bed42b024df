import type { ConfirmationOpened } from '@voyage/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { travellers } from '../db/schema/index.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../queries/audit-log.ts';
import type { RegisteredTraveller } from '../queries/registration-places.ts';
import { findConfirmationToken, requireRegistrationOfLink } from '../registration/confirmation-token.ts';
import { requireUsableToken } from './account-token-checks.ts';

type Context = RequestOrigin & { now: Date };

/** The registration's form as stored, to check on the confirmation screen. */
export function storedDetailsOf(traveller: RegisteredTraveller): ConfirmationOpened['details'] {
  return {
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: traveller.dateOfBirth,
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
export async function openRegistrationConfirmation(
  db: Database,
  token: string,
  context: Context,
): Promise<ConfirmationOpened> {
  return db.transaction(async (tx) => {
    const link = await findConfirmationToken(tx, token);
    requireUsableToken(link, context.now);
    const traveller = await requireRegistrationOfLink(tx, link);
    const [confirmed] = await tx
      .update(travellers)
      .set({ emailConfirmedAt: context.now })
      .where(and(eq(travellers.id, traveller.id), isNull(travellers.emailConfirmedAt)))
      .returning({ at: travellers.emailConfirmedAt });
    if (confirmed) {
      await audit(tx, {
        ip: context.ip,
        requestId: context.requestId,
        actorUserId: null,
        action: 'registration.email-confirmed',
        entityType: 'traveller',
        entityId: traveller.id,
        tripId: traveller.tripId,
      });
    }
    const emailConfirmedAt = confirmed?.at ?? traveller.emailConfirmedAt ?? context.now;
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
