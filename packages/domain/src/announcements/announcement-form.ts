import { z } from 'zod';
import { plainText } from '../plain-text.ts';
import { CHECKLIST_ITEMS } from '../readiness/checklist.ts';

/**
 * Staff announcements (docs/product/announcements.md): a message written in Greek and English, each with its
 * subject, to the families of a trip, a departure, a school, or those of a departure missing a readiness item.
 */
export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 5000;
/** A sending time a little in the past is taken as "now" (the form's clock and the server's differ). */
export const SEND_AT_GRACE_MS = 60_000;

export const SEND_AT_PAST_ERROR = 'validation.sendAtPast';

const subject = plainText({ max: ANNOUNCEMENT_SUBJECT_MAX }).min(1, { error: 'validation.required' });
const body = plainText({ max: ANNOUNCEMENT_BODY_MAX, multiline: true }).min(1, { error: 'validation.required' });
const id = z.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' });

export const ANNOUNCEMENT_AUDIENCE_KINDS = ['trip', 'departure', 'school', 'readiness'] as const;
export type AnnouncementAudienceKind = (typeof ANNOUNCEMENT_AUDIENCE_KINDS)[number];

/** Who an announcement goes to. */
export const announcementAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('trip') }),
  z.strictObject({ kind: z.literal('departure'), departureId: id }),
  z.strictObject({ kind: z.literal('school'), schoolId: id }),
  z.strictObject({
    kind: z.literal('readiness'),
    departureId: id,
    item: z.enum(CHECKLIST_ITEMS, { error: 'validation.required' }),
  }),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** Whether a chosen sending time is already past at `now` (a minute's grace). */
export function isSendAtPast(sendAt: string, now: Date): boolean {
  return Date.parse(sendAt) < now.getTime() - SEND_AT_GRACE_MS;
}

/** `POST /api/admin/announcements/preview`: the audience alone. */
export const announcementPreviewBodySchema = z.strictObject({ audience: announcementAudienceSchema });
export type AnnouncementPreviewBody = z.infer<typeof announcementPreviewBodySchema>;

/** The form, as staff fill it in: `sendAt` null or absent sends now. */
export const announcementFormShape = z.strictObject({
  subject: z.strictObject({ el: subject, en: subject }),
  body: z.strictObject({ el: body, en: body }),
  audience: announcementAudienceSchema,
  sendAt: z.iso.datetime({ offset: true, error: 'validation.date' }).nullable().optional(),
});

/** `POST /api/admin/announcements`: the form, a set time not in the past (checked against the clock when parsed). */
export const announcementFormSchema = announcementFormShape.superRefine((form, context) => {
  if (form.sendAt && isSendAtPast(form.sendAt, new Date())) {
    context.addIssue({ code: 'custom', path: ['sendAt'], message: SEND_AT_PAST_ERROR });
  }
});
export type AnnouncementForm = z.infer<typeof announcementFormSchema>;
