import { describe, expect, it } from 'vitest';
import {
  isRoomOverfull,
  namesEachOther,
  roommateGroup,
  roommateRequestsFor,
  typedRoommates,
  unmatchedRoommateNames,
  type RoommatePerson,
} from './roommates.ts';

const person = (id: string, firstName: string, lastName: string, roommates: string[] = []): RoommatePerson => ({
  id,
  firstName,
  lastName,
  roommates,
});

describe('roommate groups (triple rooms, same registration code)', () => {
  const maria = person('1', 'MARIA', 'GEORGIOU', ['ANNA SMITH']);
  const anna = person('2', 'ANNA', 'SMITH', ['georgiou maria', 'ELENI KOSTA']);
  const eleni = person('3', 'ELENI', 'KOSTA', ['smith anna']);
  const nikos = person('4', 'NIKOS', 'PAPAS', ['ELENI KOSTA']);
  const loner = person('5', 'JOHN', 'DOE', ['SOMEONE ELSE']);

  it('links two travellers only when each names the other, in any word order or case', () => {
    expect(namesEachOther(maria, anna)).toBe(true);
    expect(namesEachOther(anna, maria)).toBe(true);
    expect(namesEachOther(eleni, anna)).toBe(true);
    expect(namesEachOther(nikos, eleni)).toBe(false);
    expect(namesEachOther(eleni, nikos)).toBe(false);
    expect(namesEachOther(maria, loner)).toBe(false);
  });

  it('follows the mutual links through the group and leaves a one-sided request outside', () => {
    expect(roommateGroup(maria, [anna, eleni, nikos, loner]).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(roommateGroup(nikos, [maria, anna, eleni])).toEqual([nikos]);
    expect(roommateGroup(loner, [maria, anna, eleni])).toEqual([loner]);
  });

  it('knows a fourth person overfills a triple room', () => {
    const yiannis = person('6', 'YIANNIS', 'LOIZOU', ['ELENI KOSTA']);
    const eleniToo = { ...eleni, roommates: ['smith anna', 'LOIZOU YIANNIS'] };
    const group = roommateGroup(yiannis, [maria, anna, eleniToo]);
    expect(group).toHaveLength(4);
    expect(isRoomOverfull(group)).toBe(true);
    expect(isRoomOverfull(group.slice(0, 3))).toBe(false);
  });

  it('tells each typed name whether it matches and is named back, and who asks without being named', () => {
    expect(typedRoommates(nikos, [maria, anna, eleni])).toEqual([{ name: 'ELENI KOSTA', match: eleni, mutual: false }]);
    expect(typedRoommates(eleni, [maria, anna, nikos])).toEqual([{ name: 'smith anna', match: anna, mutual: true }]);
    expect(typedRoommates(loner, [maria])).toEqual([{ name: 'SOMEONE ELSE', match: undefined, mutual: false }]);
    expect(roommateRequestsFor(eleni, [maria, anna, nikos, loner])).toEqual([nikos]);
    expect(roommateRequestsFor(nikos, [maria, anna, eleni])).toEqual([]);
  });

  it('flags names that match no registration with the same code', () => {
    expect(unmatchedRoommateNames(maria, [anna, eleni])).toEqual([]);
    expect(unmatchedRoommateNames(loner, [maria, anna])).toEqual(['SOMEONE ELSE']);
    expect(unmatchedRoommateNames(person('6', 'A', 'B', ['A B']), [])).toEqual(['A B']);
  });
});
