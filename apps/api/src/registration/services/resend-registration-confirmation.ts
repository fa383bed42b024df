import { isUuid } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findRegisteredTraveller } from '../queries/registration-places.ts';
import { sendNewConfirmationLink } from '../send-new-confirmation-link.ts';

type ResendOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  publicUrl: string;
  actorUserId: string;
  now: Date;
};

const alreadyConfirmed = () => new HttpError(409, 'CONFLICT', 'The family has already confirmed this e-mail');

/**
 * `POST /api/admin/travellers/:id/confirmation-link`: staff send the family a fresh link to confirm the
 * e-mail of a registration still waiting for it; the earlier unused link stops working. Audited.
 */
export async function resendRegistrationConfirmation({
  db,
  travellerId,
  ...context
}: ResendOptions): Promise<{ sentTo: string }> {
  if (!isUuid(travellerId)) throw notFound('Traveller');
  return db.transaction(async (tx) => {
    const traveller = await findRegisteredTraveller(tx, travellerId, { forUpdate: true });
    if (!traveller || traveller.status === 'deleted') throw notFound('Traveller');
    if (traveller.emailConfirmedAt) throw alreadyConfirmed();
    return sendNewConfirmationLink({ ...context, tx, traveller, action: 'registration.confirmation-resent' });
  });
}
