import { ACCOUNT_TOKEN_LIFETIME_MS, type Locale } from '@voyage/domain';
import { newAccountToken } from '../accounts/account-token.ts';
import type { Executor } from '../db/executor.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { insertAccountToken, revokeUnusedAccountTokens } from '../accounts/queries/account-tokens.ts';

export type ConfirmationRecipient = {
  travellerId: string;
  tripId: number;
  travellerName: string;
  tripTitle: string;
  guardianEmail: string;
  language: Locale;
};

/** `/confirm_email/{token}/{tripId}`: the screen that confirms the e-mail and shows the form to check. */
export function confirmationPath(token: string, tripId: number): string {
  return `/confirm_email/${token}/${tripId}`;
}

/**
 * Mails the guardian the link that confirms their e-mail (7 days, single use), in the traveller's
 * communication language, inside the caller's transaction; an earlier unused link stops working.
 */
export async function sendConfirmationLink(
  tx: Executor,
  recipient: ConfirmationRecipient,
  context: { publicUrl: string; now: Date },
): Promise<{ sentTo: string }> {
  await revokeUnusedAccountTokens(
    tx,
    { purpose: 'email-confirmation', travellerId: recipient.travellerId },
    context.now,
  );
  const { token, tokenHash } = newAccountToken();
  await insertAccountToken(tx, {
    purpose: 'email-confirmation',
    email: recipient.guardianEmail,
    tokenHash,
    travellerId: recipient.travellerId,
    expiresAt: new Date(context.now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS['email-confirmation']),
  });
  await enqueueEmail(tx, {
    template: 'registration-confirmation',
    to: recipient.guardianEmail,
    travellerId: recipient.travellerId,
    locale: recipient.language,
    data: {
      url: new URL(confirmationPath(token, recipient.tripId), context.publicUrl).toString(),
      travellerName: recipient.travellerName,
      tripTitle: recipient.tripTitle,
    },
  });
  return { sentTo: recipient.guardianEmail };
}
