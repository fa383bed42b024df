import { isUuid } from '@voyage/domain';
import type { AccountLink } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { createGuardianAccountLink } from './create-guardian-account-link.ts';

type SendOptions = RequestOrigin & { db: Database; travellerId: string; publicUrl: string; actorUserId: string };

/** `POST /api/admin/travellers/:id/account-link`: an admin (re)sends a guardian their account link. */
export async function sendGuardianAccountLink({
  db,
  travellerId,
  publicUrl,
  actorUserId,
  ip,
  requestId,
}: SendOptions): Promise<AccountLink> {
  if (!isUuid(travellerId)) throw notFound('Traveller');
  return db.transaction(async (tx) => {
    const result = await createGuardianAccountLink({ tx, travellerId, publicUrl, createdByUserId: actorUserId });
    if (result.status === 'account-exists')
      throw new HttpError(409, 'ACCOUNT_EXISTS', 'The guardian already has an account');
    if (result.status !== 'sent') throw notFound('Traveller');
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'guardian.account-link-sent',
      entityType: 'traveller',
      entityId: travellerId,
    });
    return { sentTo: result.sentTo, expiresAt: result.expiresAt };
  });
}
