import { linkInLanguage } from '../../lib/link-in-language.ts';
import { ACCOUNT_TOKEN_LIFETIME_MS, type AdminInvitation, type InviteAdmin } from '@voyage/domain';
import { newAccountToken } from '../account-token.ts';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { HttpError } from '../../lib/http-error.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { insertAccountToken, revokeUnusedAccountTokens } from '../queries/account-tokens.ts';
import { findUserByEmail } from '../queries/admins.ts';
import { requireDepartures } from './staff-grant-checks.ts';

type InviteOptions = RequestOrigin & {
  db: Database;
  input: InviteAdmin;
  now: Date;
  publicUrl: string;
  invitedBy: { id: string; name: string };
};

/**
 * `POST /api/admin/administrators/invitations`: a single-use link valid 7 days, mailed in the language chosen, in one
 * transaction with its outbox row and audit row. A new invitation to the same e-mail replaces the previous.
 */
export async function inviteAdmin({
  db,
  input,
  now,
  publicUrl,
  invitedBy,
  ip,
  requestId,
}: InviteOptions): Promise<AdminInvitation> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing?.role === 'admin')
      throw new HttpError(409, 'ALREADY_ADMIN', 'This e-mail already belongs to an administrator');
    await requireDepartures(tx, input.departureIds);
    await revokeUnusedAccountTokens(tx, { purpose: 'admin-invitation', email: input.email }, now);
    const { token, tokenHash } = newAccountToken();
    const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS['admin-invitation']);
    const { id } = await insertAccountToken(tx, {
      purpose: 'admin-invitation',
      email: input.email,
      tokenHash,
      createdByUserId: invitedBy.id,
      expiresAt,
      staffRole: input.role,
      staffDepartureIds: input.departureIds,
    });
    await enqueueEmail(tx, {
      template: 'admin-invitation',
      to: input.email,
      locale: input.locale,
      data: {
        url: linkInLanguage(new URL(`/admin/create/account/${token}`, publicUrl), input.locale),
        invitedBy: invitedBy.name,
      },
    });
    await audit(tx, {
      ip,
      requestId,
      actorUserId: invitedBy.id,
      action: 'admin.invitation-created',
      entityType: 'account_token',
      entityId: id,
      details: { email: input.email, locale: input.locale, role: input.role, departureIds: input.departureIds },
    });
    return {
      id,
      email: input.email,
      invitedBy: invitedBy.name,
      role: input.role,
      departureIds: input.departureIds,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  });
}
