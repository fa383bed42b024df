import type { ConfirmationCompleted, TravellerDetails } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError } from '../../lib/http-error.ts';
import { markAccountTokenUsed } from '../../accounts/queries/account-tokens.ts';
import {
  findDuplicateTraveller,
  lockTripRegistrations,
  roommateGroupMembers,
  updateTravellerDetails,
} from '../queries/registration-travellers.ts';
import { findConfirmationToken, requireRegistrationOfLink } from '../confirmation-token.ts';
import { regroupRoommates } from '../roommate-rooms.ts';
import { checkDetailsForTrip } from '../traveller-details-check.ts';
import { requireUsableToken, tokenUsed } from '../../accounts/account-token-checks.ts';
import { createGuardianAccountLink } from '../../accounts/services/create-guardian-account-link.ts';

type CompleteOptions = RequestOrigin & {
  db: Database;
  token: string;
  details: TravellerDetails;
  publicUrl: string;
  now: Date;
};

const reviewed = () =>
  new HttpError(409, 'CONFLICT', 'This registration has already been reviewed; contact us to change it');

/**
 * `POST /api/registration/confirmation/complete`: the guardian checked the form and confirms it. Under the
 * trip's lock, the same rules as sending (duplicate) apply to the corrected details; the
 * traveller is updated and regrouped, the link used up, and the guardian's next step returned: a link to
 * create their account (also e-mailed), or signing in when the e-mail already has one. The e-mail itself
 * cannot change here: it is the one this link just proved.
 */
export async function completeRegistrationConfirmation({
  db,
  token,
  details,
  publicUrl,
  now,
  ip,
  requestId,
}: CompleteOptions): Promise<ConfirmationCompleted> {
  return db.transaction(async (tx) => {
    const link = await findConfirmationToken(tx, token);
    requireUsableToken({ token: link, now });
    const current = await requireRegistrationOfLink(tx, link);
    checkDetailsForTrip(details, current.place, current.guardianEmail);

    await lockTripRegistrations(tx, current.tripId);
    const traveller = await requireRegistrationOfLink(tx, link, { forUpdate: true });
    if (traveller.status !== 'pending') throw reviewed();
    if (!(await markAccountTokenUsed(tx, link.id, now))) throw tokenUsed();
    const possibleDuplicateOfId = (await findDuplicateTraveller(tx, traveller.tripId, details, traveller.id)) ?? null;

    const formerRoommates = traveller.roommateGroupId ? await roommateGroupMembers(tx, traveller.roommateGroupId) : [];
    await updateTravellerDetails(tx, traveller.id, {
      details,
      possibleDuplicateOfId,
      emailConfirmedAt: traveller.emailConfirmedAt ?? now,
    });
    await regroupRoommates(tx, traveller.schoolId, [traveller.id, ...formerRoommates]);

    const account = await createGuardianAccountLink({ tx, travellerId: traveller.id, publicUrl, now });
    await audit(tx, {
      ip,
      requestId,
      actorUserId: null,
      action: 'registration.confirmed',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { accountLinkSent: account.status === 'sent' },
    });
    return {
      email: traveller.guardianEmail,
      accountExists: account.status === 'account-exists',
      createAccountPath: account.status === 'sent' ? account.path : null,
    };
  });
}
