import {
  announcementFormSchema,
  type AnnouncementAudience,
  type AnnouncementAudienceKind,
  type AnnouncementForm,
} from '@voyage/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The announcement form as the screen holds it: the audience's parts apart, the time as the picker gives it. */
export type AnnouncementValues = {
  subject: { el: string; en: string };
  body: { el: string; en: string };
  audienceKind: AnnouncementAudienceKind;
  departureId: string;
  schoolId: string;
  item: string;
  when: 'now' | 'later';
  /** `YYYY-MM-DDTHH:MM` in the browser's time zone. */
  sendAt: string;
};

export const EMPTY_VALUES: AnnouncementValues = {
  subject: { el: '', en: '' },
  body: { el: '', en: '' },
  audienceKind: 'trip',
  departureId: '',
  schoolId: '',
  item: '',
  when: 'now',
  sendAt: '',
};

const id = (value: string) => (value === '' ? 0 : Number(value));

export function audienceOf(values: AnnouncementValues): AnnouncementAudience {
  switch (values.audienceKind) {
    case 'trip':
      return { kind: 'trip' };
    case 'departure':
      return { kind: 'departure', departureId: id(values.departureId) };
    case 'school':
      return { kind: 'school', schoolId: id(values.schoolId) };
    case 'readiness':
      return { kind: 'readiness', departureId: id(values.departureId), item: values.item as 'consent' };
  }
}

function sendAtOf(values: AnnouncementValues): string | null {
  if (values.when === 'now') return null;
  const instant = new Date(values.sendAt);
  return Number.isNaN(instant.getTime()) ? values.sendAt : instant.toISOString();
}

export function payloadOf(values: AnnouncementValues): AnnouncementForm {
  return { subject: values.subject, body: values.body, audience: audienceOf(values), sendAt: sendAtOf(values) };
}

/** The form's field for a path of the API's body (`audience.departureId` → `departureId`). */
export function fieldOf(path: string): string {
  return path.startsWith('audience.') ? path.slice('audience.'.length) : path;
}

/** The domain's rules on the form, each message an i18n key under its field. */
export const announcementResolver: Resolver<AnnouncementValues> = async (values) => {
  const result = announcementFormSchema.safeParse(payloadOf(values));
  const errors: Record<string, unknown> = {};
  const put = (path: string, message: string) => {
    const parts = fieldOf(path).split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] ??= { type: 'validation', message };
  };
  if (values.when === 'later' && values.sendAt === '') put('sendAt', 'validation.required');
  if (!result.success) for (const issue of result.error.issues) put(issue.path.join('.'), issue.message);
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<AnnouncementValues> };
};
