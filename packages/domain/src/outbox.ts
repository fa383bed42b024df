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
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

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
 * `GET /api/admin/outbox/:id`. The bodies are null once the message was delivered: the links they
 * hold are secrets, so they are not kept after the mail server accepted them.
 */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  locale: z.enum(LOCALES),
  textBody: z.string().nullable(),
  htmlBody: z.string().nullable(),
  failedAt: z.iso.datetime().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

/** The most messages a family's list shows, newest first. */
export const MY_MESSAGES_LIMIT = 100;

/**
 * One row of `GET /api/my/messages`: an e-mail the product sent to the signed-in user's own address. No
 * body: the bodies carry sign-in, reset and confirmation links, secrets that must not outlive the mailbox.
 */
export const myMessageSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type MyMessage = z.infer<typeof myMessageSchema>;
