import { ACCOUNT_TOKEN_LIFETIME_MS, type AccountLink } from '@voyage/domain';
import { and, eq, ne } from 'drizzle-orm';
import { newAccountToken } from '../auth/account-token.ts';
import { accountTokens, travellers } from '../db/schema/index.ts';
import type { Executor } from '../db/executor.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { insertAccountToken, revokeUnusedAccountTokens } from '../queries/account-tokens.ts';
import { findUserByEmail } from '../queries/admins.ts';

export type GuardianLinkContext = { publicUrl: string; now?: Date; createdByUserId?: string | null };

/**
 * Mails the guardian of a registration a link to create their account (`/create/guardian/{token}/{id}`,
 * 14 days, single use), in the registration's language, inside the caller's transaction. An earlier
 * unused link for the traveller stops working. Returns null and sends nothing when the registration does
 * not exist (or is deleted) or when the guardian e-mail already has an account: they sign in instead.
 * `path` is the link's path on the site, for a screen that hands it to the guardian at once.
 */
export async function createGuardianAccountLink(
  tx: Executor,
  travellerId: string,
  context: GuardianLinkContext,
): Promise<(AccountLink & { status: 'sent'; path: string }) | { status: 'not-found' | 'account-exists' }> {
  const now = context.now ?? new Date();
  const [traveller] = await tx
    .select({
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      email: travellers.guardianEmail,
      language: travellers.language,
    })
    .from(travellers)
    .where(and(eq(travellers.id, travellerId), ne(travellers.status, 'deleted')));
  if (!traveller) return { status: 'not-found' };
  if (await findUserByEmail(tx, traveller.email)) return { status: 'account-exists' };
  await revokeUnusedAccountTokens(
    tx,
    and(eq(accountTokens.purpose, 'guardian-account'), eq(accountTokens.travellerId, travellerId)),
    now,
  );
  const { token, tokenHash } = newAccountToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS['guardian-account']);
  await insertAccountToken(tx, {
    purpose: 'guardian-account',
    email: traveller.email,
    tokenHash,
    travellerId,
    createdByUserId: context.createdByUserId ?? null,
    expiresAt,
  });
  const path = `/create/guardian/${token}/${travellerId}`;
  await enqueueEmail(tx, {
    template: 'guardian-account',
    to: traveller.email,
    locale: traveller.language,
    data: {
      url: new URL(path, context.publicUrl).toString(),
      travellerName: `${traveller.firstName} ${traveller.lastName}`,
    },
  });
  return { status: 'sent', sentTo: traveller.email, expiresAt: expiresAt.toISOString(), path };
}
