import type { ConfirmationCompleted } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { travellers } from '../db/schema/index.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../queries/audit-log.ts';
import { HttpError } from '../lib/http-error.ts';
import { markAccountTokenUsed } from '../queries/account-tokens.ts';
import {
  findDuplicateTraveller,
  liveSchoolmates,
  lockTripRegistrations,
  roommateGroupMembers,
  travellerColumns,
} from '../queries/registration-travellers.ts';
import { findConfirmationToken, requireRegistrationOfLink } from '../registration/confirmation-token.ts';
import { validationFailed } from '../registration/registration-errors.ts';
import { regroupRoommates, requireRoom } from '../registration/roommate-rooms.ts';
import { checkTravellerDetails, parseEnvelope } from '../registration/traveller-details-check.ts';
import { requireUsableToken, tokenUsed } from './account-token-checks.ts';
import { createGuardianAccountLink } from './create-guardian-account-link.ts';

type Context = RequestOrigin & { publicUrl: string; now: Date };

const reviewed = () =>
  new HttpError(409, 'CONFLICT', 'This registration has already been reviewed; contact us to change it');

/**
 * `POST /api/registration/confirmation/complete`: the guardian checked the form and confirms it. Under the
 * trip's lock, the same rules as sending (duplicate, full room) apply to the corrected details; the
 * traveller is updated and regrouped, the link used up, and the guardian's next step returned: a link to
 * create their account (also e-mailed), or signing in when the e-mail already has one. The e-mail itself
 * cannot change here: it is the one this link just proved.
 */
export async function completeRegistrationConfirmation(
  db: Database,
  body: unknown,
  context: Context,
): Promise<ConfirmationCompleted> {
  const input = parseEnvelope({ token: z.string().min(1).max(200), details: z.unknown() }, body);
  return db.transaction(async (tx) => {
    const link = await findConfirmationToken(tx, input.token);
    requireUsableToken(link, context.now);
    const current = await requireRegistrationOfLink(tx, link);
    const details = checkTravellerDetails(input.details, current.place);
    if (details.guardianEmail !== current.guardianEmail) {
      throw validationFailed({ guardianEmail: ['validation.guardianEmailConfirmed'] });
    }

    await lockTripRegistrations(tx, current.tripId);
    const traveller = await requireRegistrationOfLink(tx, link, { forUpdate: true });
    if (traveller.status !== 'pending') throw reviewed();
    if (!(await markAccountTokenUsed(tx, link.id, context.now))) throw tokenUsed();
    const possibleDuplicateOfId = (await findDuplicateTraveller(tx, traveller.tripId, details, traveller.id)) ?? null;
    requireRoom({ id: traveller.id, ...details }, await liveSchoolmates(tx, traveller.schoolId));

    const formerRoommates = traveller.roommateGroupId ? await roommateGroupMembers(tx, traveller.roommateGroupId) : [];
    await tx
      .update(travellers)
      .set({
        ...travellerColumns(details),
        possibleDuplicateOfId,
        emailConfirmedAt: traveller.emailConfirmedAt ?? context.now,
      })
      .where(eq(travellers.id, traveller.id));
    await regroupRoommates(tx, traveller.schoolId, [traveller.id, ...formerRoommates]);

    const account = await createGuardianAccountLink(tx, traveller.id, {
      publicUrl: context.publicUrl,
      now: context.now,
    });
    await audit(tx, {
      ip: context.ip,
      requestId: context.requestId,
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
