import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { localeOf } from './internal-headers.ts';
import { HOME_PATH, linkRecipient } from './sign-in-rules.ts';

type MailDeps = { db: Database; publicUrl: string; logger: FastifyBaseLogger };

/**
 * better-auth's magic-link callback. The link it built is on PUBLIC_URL (its baseURL); a link that would
 * land on `/` lands on the recipient's home screen instead. Sent only to someone who may sign in.
 */
export function magicLinkSender({ db, logger }: MailDeps) {
  return async (data: { email: string; url: string }, headers: Headers | undefined) => {
    const recipient = await linkRecipient(db, data.email);
    if (!recipient) {
      logger.info({ component: 'auth' }, 'e-mail sign-in link not sent: no account or registration for the address');
      return;
    }
    const url = new URL(data.url);
    if ((url.searchParams.get('callbackURL') ?? '/') === '/')
      url.searchParams.set('callbackURL', HOME_PATH[recipient.role]);
    await enqueueEmail(db, {
      template: 'magic-link',
      to: data.email,
      locale: localeOf(headers) ?? recipient.locale,
      data: { url: url.toString() },
    });
  };
}

/**
 * better-auth's password-reset callback. The link opens the SPA's `/reset-password` on PUBLIC_URL,
 * whatever Host or X-Forwarded-Host the request carried; nothing is sent to someone who may not sign in.
 */
export function passwordResetSender({ db, publicUrl, logger }: MailDeps) {
  return async (data: { user: { email: string; name: string }; token: string }, request?: Request) => {
    const recipient = await linkRecipient(db, data.user.email);
    if (!recipient) {
      logger.info({ component: 'auth' }, 'password reset link not sent: the account may not sign in');
      return;
    }
    const url = new URL('/reset-password', publicUrl);
    url.searchParams.set('token', data.token);
    await enqueueEmail(db, {
      template: 'password-reset',
      to: data.user.email,
      locale: localeOf(request?.headers) ?? recipient.locale,
      data: { url: url.toString(), name: data.user.name },
    });
  };
}
