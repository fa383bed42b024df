import { describe, expect, it } from 'vitest';
import { announcementRecipients, type AudienceRegistration } from './announcement-audience.ts';

let made = 0;
const registration = (overrides: Partial<AudienceRegistration>): AudienceRegistration => {
  made += 1;
  return {
    travellerId: `t${made}`,
    status: 'approved',
    inMyVoyage: true,
    schoolId: 1,
    departureId: 10,
    guardianName: `Guardian ${made}`,
    guardianEmail: `family${made}@example.org`,
    language: 'el',
    childName: `CHILD ${made}`,
    createdAt: `2026-10-${String(made).padStart(2, '0')}T09:00:00Z`,
    missing: [],
    ...overrides,
  };
};

describe('who receives an announcement', () => {
  it('takes the trip’s families waiting or approved in their My Voyage, never others', () => {
    const pending = registration({ status: 'pending', guardianName: 'A' });
    const approved = registration({ guardianName: 'B' });
    const rejected = registration({ status: 'rejected' });
    const cancelled = registration({ status: 'cancelled' });
    const deleted = registration({ status: 'deleted' });
    const unconfirmed = registration({ inMyVoyage: false });
    const list = announcementRecipients([pending, approved, rejected, cancelled, deleted, unconfirmed], {
      kind: 'trip',
    });
    expect(list.map((recipient) => recipient.email)).toEqual([pending.guardianEmail, approved.guardianEmail]);
  });

  it('keeps to one departure, one school, or a departure’s approved children missing an item', () => {
    const here = registration({ departureId: 10, schoolId: 1, missing: ['consent'] });
    const otherSchool = registration({ departureId: 10, schoolId: 2, missing: ['health'] });
    const elsewhere = registration({ departureId: 20, schoolId: 3, missing: ['consent'] });
    const pendingHere = registration({ departureId: 10, schoolId: 1, status: 'pending', missing: ['consent'] });
    const all = [here, otherSchool, elsewhere, pendingHere];
    const emails = (audience: Parameters<typeof announcementRecipients>[1]) =>
      announcementRecipients(all, audience)
        .map((recipient) => recipient.email)
        .sort();
    expect(emails({ kind: 'departure', departureId: 10 })).toEqual(
      [here, otherSchool, pendingHere].map((r) => r.guardianEmail).sort(),
    );
    expect(emails({ kind: 'school', schoolId: 1 })).toEqual([here, pendingHere].map((r) => r.guardianEmail).sort());
    expect(emails({ kind: 'readiness', departureId: 10, item: 'consent' })).toEqual([here.guardianEmail]);
    expect(emails({ kind: 'readiness', departureId: 10, item: 'id-document' })).toEqual([]);
  });

  it('writes once to a guardian with two children, in the language of the newest registration', () => {
    const older = registration({ guardianEmail: 'Two@Example.org', language: 'en', childName: 'MARIA' });
    const newer = registration({ guardianEmail: 'two@example.org', language: 'el', childName: 'NIKOS' });
    const [recipient, ...rest] = announcementRecipients([older, newer], { kind: 'trip' });
    expect(rest).toEqual([]);
    expect(recipient).toMatchObject({ email: 'two@example.org', language: 'el', children: ['NIKOS', 'MARIA'] });
    expect(recipient!.travellerIds).toEqual([newer.travellerId, older.travellerId]);
  });
});
