import type { Executor } from '../db/executor.ts';
import type { AuditAction, RequestOrigin } from '../lib/audit.ts';
import { audit } from '../audit/queries/audit-log.ts';
import type { RegisteredTraveller } from './queries/registration-places.ts';
import { sendConfirmationLink } from './confirmation-link.ts';

type NewLinkOptions = RequestOrigin & {
  tx: Executor;
  traveller: RegisteredTraveller;
  /** Why a new link goes out: the family renewed an expired one, or staff resent it. */
  action: Extract<AuditAction, 'registration.confirmation-renewed' | 'registration.confirmation-resent'>;
  actorUserId: string | null;
  publicUrl: string;
  now: Date;
};

/**
 * Mails a stored registration's guardian a fresh link to confirm the e-mail, in the traveller's language,
 * inside the caller's transaction (the earlier unused link stops working), with its audit row.
 */
export async function sendNewConfirmationLink({
  tx,
  traveller,
  action,
  actorUserId,
  publicUrl,
  now,
  ip,
  requestId,
}: NewLinkOptions): Promise<{ sentTo: string }> {
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
    { publicUrl, now },
  );
  await audit(tx, {
    ip,
    requestId,
    actorUserId,
    action,
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
  });
  return sent;
}
