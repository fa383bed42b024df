import type { Database } from '../db/database.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../queries/audit-log.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { findRegisteredTraveller } from '../queries/registration-places.ts';
import { sendConfirmationLink } from '../registration/confirmation-link.ts';
import { isUuid } from './account-token-checks.ts';

type Context = RequestOrigin & { publicUrl: string; actorUserId: string; now: Date };

const alreadyConfirmed = () => new HttpError(409, 'CONFLICT', 'The family has already confirmed this e-mail');

/**
 * `POST /api/admin/travellers/:id/confirmation-link`: staff send the family a fresh link to confirm the
 * e-mail of a registration still waiting for it; the earlier unused link stops working. Audited.
 */
export async function resendRegistrationConfirmation(
  db: Database,
  travellerId: string,
  context: Context,
): Promise<{ sentTo: string }> {
  if (!isUuid(travellerId)) throw notFound('Traveller');
  return db.transaction(async (tx) => {
    const traveller = await findRegisteredTraveller(tx, travellerId, { forUpdate: true });
    if (!traveller || traveller.status === 'deleted') throw notFound('Traveller');
    if (traveller.emailConfirmedAt) throw alreadyConfirmed();
    const sent = await sendConfirmationLink(
      tx,
      {
        travellerId: traveller.id,
        tripId: traveller.tripId,
        travellerName: `${traveller.firstName} ${traveller.lastName}`,
        tripTitle: traveller.place.tripTitle[traveller.language],
        guardianEmail: traveller.guardianEmail,
        language: traveller.language,
      },
      context,
    );
    await audit(tx, {
      ip: context.ip,
      requestId: context.requestId,
      actorUserId: context.actorUserId,
      action: 'registration.confirmation-resent',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
    });
    return sent;
  });
}
