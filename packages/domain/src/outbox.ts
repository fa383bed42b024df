import { z } from 'zod';
import { LOCALES } from './locales.ts';

/** pending → sending (claimed by a worker) → sent | failed; a temporary failure goes back to pending. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_STATUSES)[number];

/** Every e-mail the product sends; staff see each by its label (`outbox:templates.<name>`). */
export const MAIL_TEMPLATES = [
  'magic-link',
  'password-reset',
  'admin-invitation',
  'guardian-account',
  'registration-confirmation',
  'registration-approved',
  'registration-rejected',
  'registration-withdrawn',
  'consent-reminder',
  'registration-cancelled',
  'payment-received',
  'payment-rejected',
  'payment-reminder',
  'document-rejected',
  'waiting-list-joined',
  'waiting-list-offer',
  'place-drawn',
  'health-reminder',
  'health-addendum-acknowledged',
  'change-request-approved',
  'change-request-refused',
  'readiness-reminder',
  'weekly-digest',
  'announcement',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * The e-mails whose link acts as the recipient (signs in, sets a password, creates or confirms an account).
 * Their link is never shown to staff nor put in a family's export: whoever reads it would act as the family
 * (docs/product/security.md#links-in-e-mail).
 */
export const SECRET_LINK_TEMPLATES = [
  'magic-link',
  'password-reset',
  'admin-invitation',
  'guardian-account',
  'registration-confirmation',
] as const satisfies readonly MailTemplate[];

export function carriesSecretLink(template: string): boolean {
  return (SECRET_LINK_TEMPLATES as readonly string[]).includes(template);
}

const WITHHELD_LINK: Record<(typeof LOCALES)[number], string> = {
  el: '[ο σύνδεσμος δεν εμφανίζεται]',
  en: '[link withheld]',
};

/** A web address in a message's text, up to the next space or bracket. */
const WEB_LINK = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

/**
 * A message's text as staff and exports show it: in an e-mail whose link acts as the recipient every link
 * is replaced by `[link withheld]` (in the message's language); in any other, a link is kept only when it
 * carries nothing after its path (no query, no fragment), so no token can pass through a new template either.
 */
export function withholdLinks(template: string, text: string, locale: (typeof LOCALES)[number]): string {
  const secret = carriesSecretLink(template);
  return text.replace(WEB_LINK, (link) => (secret || /[?#]/.test(link) ? WITHHELD_LINK[locale] : link));
}

/** The admin list shows the newest messages only. */
export const OUTBOX_LIST_LIMIT = 200;

export const outboxQuerySchema = z.object({ status: z.enum(OUTBOX_STATUSES).optional() });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxIdParamsSchema = z.object({ id: z.string() });

/** One row of `GET /api/admin/outbox`. */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int().nonnegative(),
  /** Why the last attempt failed, without personal data. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/admin/outbox`: whether a mail server is configured, and the newest messages first. */
export const outboxListSchema = z.object({
  /** false = no SMTP_URL: nothing is sent, messages are kept here for staff to read. */
  deliveryConfigured: z.boolean(),
  messages: outboxMessageSchema.array(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/**
 * `GET /api/admin/outbox/:id`. The text is null once the message was delivered (the bodies are not kept
 * after the mail server accepted them); before that, it is shown with its secret links withheld
 * (`withholdLinks`), and `linkWithheld` says the e-mail's own link is not shown, the family asks for a new one.
 */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  locale: z.enum(LOCALES),
  textBody: z.string().nullable(),
  linkWithheld: z.boolean(),
  failedAt: z.iso.datetime().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

/** The most messages a family's list shows, newest first. */
export const MY_MESSAGES_LIMIT = 100;

/**
 * One row of `GET /api/my/messages`: an e-mail the product sent to the signed-in user's own address. No
 * e-mail body: those carry sign-in, reset and confirmation links, secrets that must not outlive the mailbox.
 * An announcement's own text is there (`body`, in the language it was sent in); null for every other e-mail.
 */
export const myMessageSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  body: z.string().nullable(),
});
export type MyMessage = z.infer<typeof myMessageSchema>;
