import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accountTokens } from '../db/schema/index.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { audit } from '../queries/audit-log.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { isUuid } from './account-token-checks.ts';

type Context = RequestOrigin & { now: Date; actorUserId: string };

/** `DELETE /api/admins/invitations/:id`: the link stops working. Revoking twice is fine; a used one is 409. */
export async function revokeAdminInvitation(db: Database, invitationId: string, context: Context): Promise<void> {
  if (!isUuid(invitationId)) throw notFound('Invitation');
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ usedAt: accountTokens.usedAt, revokedAt: accountTokens.revokedAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.id, invitationId), eq(accountTokens.purpose, 'admin-invitation')))
      .for('update');
    if (!invitation) throw notFound('Invitation');
    if (invitation.usedAt) throw new HttpError(409, 'TOKEN_USED', 'This invitation has already been accepted');
    if (invitation.revokedAt) return;
    await tx.update(accountTokens).set({ revokedAt: context.now }).where(eq(accountTokens.id, invitationId));
    await audit(tx, {
      ip: context.ip,
      requestId: context.requestId,
      actorUserId: context.actorUserId,
      action: 'admin.invitation-revoked',
      entityType: 'account_token',
      entityId: invitationId,
    });
  });
}
