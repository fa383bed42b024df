import type { Locale, MailTemplate } from '@voyage/domain';
import { renderAdminInvitation } from '../../accounts/mail/admin-invitation.ts';
import { renderConsentReminder } from '../../review/mail/consent-reminder.ts';
import { renderDocumentRejected } from '../../documents/mail/document-rejected.ts';
import { renderHealthAddendumAcknowledged } from '../../health/mail/health-addendum-acknowledged.ts';
import { renderGuardianAccount } from '../../accounts/mail/guardian-account.ts';
import { renderMagicLink } from '../../accounts/mail/magic-link.ts';
import { renderPasswordReset } from '../../accounts/mail/password-reset.ts';
import { renderPaymentReceived } from '../../payments/mail/payment-received.ts';
import { renderPaymentRejected } from '../../payments/mail/payment-rejected.ts';
import { renderPaymentReminder } from '../../payments/mail/payment-reminder.ts';
import { renderRegistrationApproved } from '../../review/mail/registration-approved.ts';
import { renderRegistrationCancelled } from '../../review/mail/registration-cancelled.ts';
import { renderRegistrationConfirmation } from '../../registration/mail/registration-confirmation.ts';
import { renderRegistrationRejected } from '../../review/mail/registration-rejected.ts';
import { renderRegistrationWithdrawn } from '../../review/mail/registration-withdrawn.ts';
import { renderWaitingListJoined } from '../../places/mail/waiting-list-joined.ts';
import { renderWaitingListOffer } from '../../places/mail/waiting-list-offer.ts';
import { renderPlaceDrawn } from '../../places/mail/place-drawn.ts';
import { renderHealthReminder } from '../../health/mail/health-reminder.ts';
import { renderReadinessReminder } from '../../readiness/mail/readiness-reminder.ts';
import { renderWeeklyDigest } from '../../readiness/mail/weekly-digest.ts';
import { renderAnnouncement } from '../../announcements/mail/announcement.ts';
import { renderChangeRequestApproved } from '../../corrections/mail/change-request-approved.ts';
import { renderChangeRequestRefused } from '../../corrections/mail/change-request-refused.ts';
import type { RenderedEmail } from './render.ts';

/** Each template and the data keys it needs; later issues add theirs here. */
const TEMPLATES = {
  'magic-link': { keys: ['url'], render: renderMagicLink },
  'password-reset': { keys: ['url', 'name'], render: renderPasswordReset },
  'admin-invitation': { keys: ['url', 'invitedBy'], render: renderAdminInvitation },
  'guardian-account': { keys: ['url', 'travellerName'], render: renderGuardianAccount },
  'registration-confirmation': { keys: ['url', 'travellerName', 'tripTitle'], render: renderRegistrationConfirmation },
  'registration-approved': {
    keys: [
      'url',
      'travellerName',
      'tripTitle',
      'personalCode',
      'deadline',
      'instalments',
      'beneficiary',
      'iban',
      'bank',
      'bic',
    ],
    render: renderRegistrationApproved,
  },
  'registration-rejected': {
    keys: ['url', 'travellerName', 'tripTitle', 'reason'],
    render: renderRegistrationRejected,
  },
  'registration-withdrawn': { keys: ['url', 'travellerName', 'tripTitle'], render: renderRegistrationWithdrawn },
  'consent-reminder': {
    keys: ['url', 'travellerName', 'tripTitle', 'deadline', 'daysLeft'],
    render: renderConsentReminder,
  },
  'registration-cancelled': {
    // With `deadline` (the consent deadline) or `reason` (staff's): either cause.
    keys: ['url', 'travellerName', 'tripTitle'],
    render: renderRegistrationCancelled,
  },
  'payment-received': {
    keys: ['url', 'travellerName', 'tripTitle', 'amountCents', 'receivedOn', 'toPayCents'],
    render: renderPaymentReceived,
  },
  'payment-rejected': {
    keys: ['url', 'travellerName', 'tripTitle', 'amountCents', 'reason'],
    render: renderPaymentRejected,
  },
  'payment-reminder': {
    keys: [
      'url',
      'travellerName',
      'tripTitle',
      'kind',
      'instalment',
      'amountCents',
      'dueDate',
      'personalCode',
      'beneficiary',
      'iban',
      'bank',
      'bic',
    ],
    render: renderPaymentReminder,
  },
  'document-rejected': {
    keys: ['url', 'travellerName', 'tripTitle', 'documentType', 'reason'],
    render: renderDocumentRejected,
  },
  'waiting-list-joined': { keys: ['url', 'travellerName', 'tripTitle', 'position'], render: renderWaitingListJoined },
  'waiting-list-offer': { keys: ['url', 'travellerName', 'tripTitle', 'expiresAt'], render: renderWaitingListOffer },
  'place-drawn': { keys: ['url', 'travellerName', 'tripTitle'], render: renderPlaceDrawn },
  'health-reminder': { keys: ['url', 'travellerName', 'tripTitle', 'missing'], render: renderHealthReminder },
  'readiness-reminder': {
    keys: ['url', 'travellerName', 'tripTitle', 'item', 'dueDate'],
    render: renderReadinessReminder,
  },
  'weekly-digest': { keys: ['url', 'items'], render: renderWeeklyDigest },
  announcement: { keys: ['url', 'subject', 'body'], render: renderAnnouncement },
  'health-addendum-acknowledged': {
    keys: ['url', 'travellerName', 'tripTitle'],
    render: renderHealthAddendumAcknowledged,
  },
  'change-request-approved': {
    keys: ['url', 'travellerName', 'tripTitle', 'fields'],
    render: renderChangeRequestApproved,
  },
  'change-request-refused': {
    keys: ['url', 'travellerName', 'tripTitle', 'fields', 'reason'],
    render: renderChangeRequestRefused,
  },
} as const satisfies Record<MailTemplate, unknown>;

export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** A template's data: texts, and lists of rows of texts (the instalments of a payment plan). */
export type MailData = Readonly<Record<string, string | readonly Readonly<Record<string, string>>[]>>;

export function renderTemplate(template: TemplateName, locale: Locale, data: MailData): RenderedEmail {
  const entry = TEMPLATES[template];
  const missing = entry.keys.filter((key) => data[key] === undefined);
  if (missing.length > 0) throw new Error(`E-mail template ${template} needs ${missing.join(', ')}`);
  // The keys were just checked, so the data has every field the renderer reads.
  return (entry.render as (locale: Locale, data: MailData) => RenderedEmail)(locale, data);
}
