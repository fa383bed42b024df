import { describe, expect, it } from 'vitest';
import { announcementFormSchema, announcementPreviewBodySchema, isSendAtPast } from './announcement-form.ts';

const valid = {
  subject: { el: 'Συνάντηση γονέων', en: 'Parents’ meeting' },
  body: { el: 'Γεια σας,\n\nΗ συνάντηση είναι την Πέμπτη.', en: 'Hello,\n\nThe meeting is on Thursday.' },
  audience: { kind: 'trip' },
};

const errorsOf = (input: unknown) => {
  const result = announcementFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the announcement form', () => {
  it('takes both languages’ subject and body, trimmed, and each audience kind', () => {
    expect(announcementFormSchema.parse({ ...valid, subject: { el: ' Α ', en: ' B ' } }).subject).toEqual({
      el: 'Α',
      en: 'B',
    });
    for (const audience of [
      { kind: 'trip' },
      { kind: 'departure', departureId: 3 },
      { kind: 'school', schoolId: 7 },
      { kind: 'readiness', departureId: 3, item: 'consent' },
    ]) {
      expect(announcementPreviewBodySchema.safeParse({ audience }).success, audience.kind).toBe(true);
    }
  });

  it('asks for every text, refuses what is not plain text or too long, with translated keys', () => {
    expect(errorsOf({ ...valid, subject: { el: '', en: 'x' } })).toEqual({ 'subject.el': 'validation.required' });
    expect(errorsOf({ ...valid, body: { el: 'x', en: 'a'.repeat(5001) } })).toEqual({
      'body.en': 'validation.tooLong',
    });
    expect(errorsOf({ ...valid, subject: { el: 'a\nb', en: 'x' } })).toEqual({
      'subject.el': 'validation.textCharacters',
    });
    expect(errorsOf({ ...valid, body: { el: 'a\u0000', en: 'x' } })).toEqual({
      'body.el': 'validation.textCharacters',
    });
    expect(errorsOf({ ...valid, subject: { el: 'a'.repeat(151), en: 'x' } })).toEqual({
      'subject.el': 'validation.tooLong',
    });
  });

  it('refuses an audience without its departure, school or item', () => {
    expect(announcementPreviewBodySchema.safeParse({ audience: { kind: 'departure' } }).success).toBe(false);
    expect(announcementPreviewBodySchema.safeParse({ audience: { kind: 'school', schoolId: 0 } }).success).toBe(false);
    expect(
      announcementPreviewBodySchema.safeParse({ audience: { kind: 'readiness', departureId: 1, item: 'x' } }).success,
    ).toBe(false);
    expect(announcementPreviewBodySchema.safeParse({ audience: { kind: 'everyone' } }).success).toBe(false);
  });

  it('sends now without a time, and refuses a set time in the past', () => {
    expect(announcementFormSchema.parse(valid).sendAt).toBeUndefined();
    expect(announcementFormSchema.parse({ ...valid, sendAt: null }).sendAt).toBeNull();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(announcementFormSchema.parse({ ...valid, sendAt: tomorrow }).sendAt).toBe(tomorrow);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect(errorsOf({ ...valid, sendAt: yesterday })).toEqual({ sendAt: 'validation.sendAtPast' });
    expect(errorsOf({ ...valid, sendAt: 'tomorrow' })).toEqual({ sendAt: 'validation.date' });
  });

  it('takes a time a few seconds past as now', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    expect(isSendAtPast('2027-03-01T09:59:30Z', now)).toBe(false);
    expect(isSendAtPast('2027-03-01T09:58:00Z', now)).toBe(true);
    expect(isSendAtPast('2027-03-01T12:00:00+02:00', now)).toBe(false);
  });
});
