import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { localizedTextSchema } from '../localized-text.ts';
import { announcementAudienceSchema } from './announcement-form.ts';

/** An announcement waits for its set time, went out, or was cancelled before it did. */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** A recipient's e-mail as the outbox holds it: waiting to go, being handed over, delivered, given up. */
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The outbox's status of a recipient's e-mail, as staff read it. */
export function deliveryStateOf(outboxStatus: 'pending' | 'sending' | 'sent' | 'failed'): DeliveryState {
  return outboxStatus === 'pending' ? 'queued' : outboxStatus;
}

export const announcementRecipientSchema = z.object({
  guardianName: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  children: z.array(z.string()),
});
export type AnnouncementRecipientView = z.infer<typeof announcementRecipientSchema>;

/** `POST /api/admin/announcements/preview`: who would receive it now, nothing written. */
export const announcementPreviewSchema = z.object({
  count: z.number().int(),
  recipients: z.array(announcementRecipientSchema),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

export const deliveryCountsSchema = z.object({
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

/** One row of `GET /api/admin/announcements`, newest first. */
export const announcementSummarySchema = z.object({
  id: z.uuid(),
  subject: localizedTextSchema,
  audience: announcementAudienceSchema,
  status: z.enum(ANNOUNCEMENT_STATUSES),
  sendAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  recipients: z.number().int(),
  counts: deliveryCountsSchema,
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementListSchema = z.array(announcementSummarySchema);

/** `GET /api/admin/announcements/:id`: the texts and each recipient's delivery state. */
export const announcementDetailSchema = announcementSummarySchema.extend({
  body: localizedTextSchema,
  deliveries: z.array(announcementRecipientSchema.extend({ state: z.enum(DELIVERY_STATES) })),
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;
