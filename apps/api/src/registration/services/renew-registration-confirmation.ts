import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { revokeUnusedAccountTokens } from '../../accounts/queries/account-tokens.ts';
import { findConfirmationToken, requireRegistrationOfLink } from '../confirmation-token.ts';
import { requireUsableToken } from '../../accounts/account-token-checks.ts';
import { sendNewConfirmationLink } from '../send-new-confirmation-link.ts';

type RenewOptions = RequestOrigin & { db: Database; token: string; publicUrl: string; now: Date };

const linkReplaced = () => new HttpError(410, 'TOKEN_REVOKED', 'This link has been withdrawn');
const stillWorks = () => new HttpError(409, 'CONFLICT', 'This link still works; open it instead');

/**
 * `POST /api/registration/confirmation/renew`: an expired, unused confirmation link is exchanged for a
 * fresh one, mailed to the same guardian (the expired one is then withdrawn, so it renews once). A used
 * or withdrawn link answers as when opened (410); a link that still works is not renewed (409).
 */
export async function renewRegistrationConfirmation({
  db,
  token,
  ...context
}: RenewOptions): Promise<{ sentTo: string }> {
  return db.transaction(async (tx) => {
    const link = await findConfirmationToken(tx, token);
    const isExpired = link.expiresAt.getTime() <= context.now.getTime();
    // A used or withdrawn link answers as it does when opened; so does one that still works, but with 409.
    if (!isExpired || link.usedAt || link.revokedAt) {
      requireUsableToken({ token: link, now: context.now });
      throw stillWorks();
    }
    const traveller = await requireRegistrationOfLink(tx, link);
    // Two renewals of one link at once: only the first withdraws it, the second is told it was replaced.
    if ((await revokeUnusedAccountTokens(tx, { id: link.id }, context.now)) === 0) throw linkReplaced();
    return sendNewConfirmationLink({
      ...context,
      tx,
      traveller,
      action: 'registration.confirmation-renewed',
      actorUserId: null,
    });
  });
}
