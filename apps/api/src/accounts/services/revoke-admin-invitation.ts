import { isUuid } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lockAdminInvitation, revokeUnusedAccountTokens } from '../queries/account-tokens.ts';

type RevokeOptions = RequestOrigin & { db: Database; invitationId: string; now: Date; actorUserId: string };

/** `DELETE /api/admin/administrators/invitations/:id`: the link stops working. Revoking twice is fine; a used one is 409. */
export async function revokeAdminInvitation({
  db,
  invitationId,
  now,
  actorUserId,
  ip,
  requestId,
}: RevokeOptions): Promise<void> {
  if (!isUuid(invitationId)) throw notFound('Invitation');
  await db.transaction(async (tx) => {
    const invitation = await lockAdminInvitation(tx, invitationId);
    if (!invitation) throw notFound('Invitation');
    if (invitation.usedAt) throw new HttpError(409, 'TOKEN_USED', 'This invitation has already been accepted');
    if (invitation.revokedAt) return;
    await revokeUnusedAccountTokens(tx, { id: invitationId }, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'admin.invitation-revoked',
      entityType: 'account_token',
      entityId: invitationId,
    });
  });
}
