import { describe, expect, it } from 'vitest';
import type { Traveller } from '@voyage/domain';
import { roommateOverview } from './roommate-overview.ts';

function traveller(id: string, firstName: string, lastName: string, extra: Partial<Traveller> = {}): Traveller {
  return {
    id,
    tripId: 1,
    personalCode: null,
    status: 'pending',
    firstName,
    lastName,
    gender: 'female',
    dateOfBirth: '2011-04-02',
    city: 'Lemesos',
    district: 'lemesos',
    phone: '+357 99 123456',
    language: 'el',
    guardianName: 'Guardian',
    guardianEmail: `${id}@example.com`,
    roommates: [],
    roommateGroupId: null,
    schoolId: 1,
    schoolName: 'School',
    registrationCode: 'LEM-1',
    departureId: null,
    registeredAt: '2026-01-10T10:00:00.000Z',
    emailConfirmedAt: null,
    approvedAt: null,
    statusReason: null,
    consentDeadline: null,
    passportNumber: null,
    passportExpiresOn: null,
    paidCents: 0,
    payments: [],
    documents: [],
    ...extra,
  };
}

describe('roommateOverview', () => {
  it('lists the roommate group, this traveller first, and links each typed name to its registration', () => {
    const maria = traveller('a', 'MARIA', 'GEORGIOU', { roommates: ['eleni pavlou'], roommateGroupId: 'g' });
    const eleni = traveller('b', 'ELENI', 'PAVLOU', { roommates: ['GEORGIOU MARIA'], roommateGroupId: 'g' });
    const other = traveller('c', 'ANNA', 'IOANNOU');
    const overview = roommateOverview(maria, [other, eleni, maria]);
    expect(overview.group.map((member) => member.id)).toEqual(['a', 'b']);
    expect(overview.isOverfull).toBe(false);
    expect(overview.typed).toEqual([{ name: 'eleni pavlou', match: eleni, mutual: true }]);
    expect(overview.askedBy).toEqual([]);
  });

  it('tells a name not named back from a roommate, and lists who asks for this traveller', () => {
    const maria = traveller('a', 'MARIA', 'GEORGIOU', { roommates: ['ELENI PAVLOU'] });
    const eleni = traveller('b', 'ELENI', 'PAVLOU');
    const stranger = traveller('c', 'ANNA', 'IOANNOU', { roommates: ['PAVLOU ELENI'] });
    expect(roommateOverview(maria, [maria, eleni, stranger]).typed).toEqual([
      { name: 'ELENI PAVLOU', match: eleni, mutual: false },
    ]);
    expect(roommateOverview(eleni, [maria, eleni, stranger]).askedBy).toEqual([maria, stranger]);
  });

  it('flags a name that matches no live registration with the same code', () => {
    const maria = traveller('a', 'MARIA', 'GEORGIOU', { roommates: ['ELENI PAVLOU', 'ANNA IOANNOU', 'SOFIA KOSTA'] });
    const otherSchool = traveller('b', 'ELENI', 'PAVLOU', { registrationCode: 'LEF-2' });
    const cancelled = traveller('c', 'ANNA', 'IOANNOU', { status: 'cancelled' });
    const overview = roommateOverview(maria, [maria, otherSchool, cancelled]);
    expect(overview.group).toEqual([]);
    expect(overview.typed.map((typed) => typed.match)).toEqual([undefined, undefined, undefined]);
  });

  it('flags a group of more than three as overfull', () => {
    const members = ['a', 'b', 'c', 'd'].map((id) =>
      traveller(id, `NAME${id.toUpperCase()}`, 'SURNAME', { roommateGroupId: 'g' }),
    );
    expect(roommateOverview(members[0]!, members).isOverfull).toBe(true);
  });
});
