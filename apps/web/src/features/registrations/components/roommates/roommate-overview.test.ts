import { describe, expect, it } from 'vitest';
import type { Traveller } from '@voyage/domain';
import { roommateOverview } from './roommate-overview.ts';
import { testTraveller } from '../../../../entities/travellers/test-traveller.ts';

function traveller(id: string, firstName: string, lastName: string, extra: Partial<Traveller> = {}): Traveller {
  const registeredAt = '2026-01-10T10:00:00.000Z';
  const guardian = { guardianName: 'Guardian', guardianEmail: `${id}@example.com` };
  return testTraveller({ id, firstName, lastName, ...guardian, registeredAt, emailConfirmedAt: null, ...extra });
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
