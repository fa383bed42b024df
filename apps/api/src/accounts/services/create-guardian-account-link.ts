import { linkInLanguage } from '../../lib/link-in-language.ts';
import { ACCOUNT_TOKEN_LIFETIME_MS, type AccountLink } from '@voyage/domain';
import { newAccountToken } from '../account-token.ts';
import type { Executor } from '../../db/executor.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { insertAccountToken, revokeUnusedAccountTokens } from '../queries/account-tokens.ts';
import { findUserByEmail } from '../queries/admins.ts';
import { findTravellerContact } from '../../registration/queries/registration-travellers.ts';

type GuardianLinkOptions = {
  tx: Executor;
  travellerId: string;
  publicUrl: string;
  now?: Date;
  createdByUserId?: string | null;
};

/**
 * Mails the guardian of a registration a link to create their account (`/create/guardian/{token}/{id}`,
 * 14 days, single use), in the registration's language, inside the caller's transaction. An earlier
 * unused link for the traveller stops working. Returns null and sends nothing when the registration does
 * not exist (or is deleted) or when the guardian e-mail already has an account: they sign in instead.
 * `path` is the link's path on the site, for a screen that hands it to the guardian at once.
 */
export async function createGuardianAccountLink({
  tx,
  travellerId,
  publicUrl,
  now = new Date(),
  createdByUserId = null,
}: GuardianLinkOptions): Promise<
  (AccountLink & { status: 'sent'; path: string }) | { status: 'not-found' | 'account-exists' }
> {
  const traveller = await findTravellerContact(tx, travellerId);
  if (!traveller || traveller.status === 'deleted') return { status: 'not-found' };
  const email = traveller.guardianEmail;
  if (await findUserByEmail(tx, email)) return { status: 'account-exists' };
  await revokeUnusedAccountTokens(tx, { purpose: 'guardian-account', travellerId }, now);
  const { token, tokenHash } = newAccountToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS['guardian-account']);
  await insertAccountToken(tx, {
    purpose: 'guardian-account',
    email,
    tokenHash,
    travellerId,
    createdByUserId,
    expiresAt,
  });
  const path = `/create/guardian/${token}/${travellerId}`;
  await enqueueEmail(tx, {
    template: 'guardian-account',
    to: email,
    travellerId,
    locale: traveller.language,
    data: {
      url: linkInLanguage(new URL(path, publicUrl), traveller.language),
      travellerName: `${traveller.firstName} ${traveller.lastName}`,
    },
  });
  return { status: 'sent', sentTo: email, expiresAt: expiresAt.toISOString(), path };
}
