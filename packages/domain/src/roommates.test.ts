import { describe, expect, it } from 'vitest';
import {
  isRoomOverfull,
  namesEachOther,
  roommateGroup,
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
  const anna = person('2', 'ANNA', 'SMITH');
  const eleni = person('3', 'ELENI', 'KOSTA', ['smith anna']);
  const nikos = person('4', 'NIKOS', 'PAPAS', ['ELENI KOSTA']);
  const loner = person('5', 'JOHN', 'DOE', ['SOMEONE ELSE']);

  it('links travellers when either one names the other, in any word order or case', () => {
    expect(namesEachOther(maria, anna)).toBe(true);
    expect(namesEachOther(anna, maria)).toBe(true);
    expect(namesEachOther(eleni, anna)).toBe(true);
    expect(namesEachOther(maria, loner)).toBe(false);
  });

  it('follows the links through the group', () => {
    expect(roommateGroup(maria, [anna, eleni, loner]).map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(roommateGroup(loner, [maria, anna, eleni])).toEqual([loner]);
  });

  it('knows a fourth person overfills a triple room', () => {
    const group = roommateGroup(nikos, [maria, anna, eleni]);
    expect(group).toHaveLength(4);
    expect(isRoomOverfull(group)).toBe(true);
    expect(isRoomOverfull(group.slice(0, 3))).toBe(false);
  });

  it('flags names that match no registration with the same code', () => {
    expect(unmatchedRoommateNames(maria, [anna, eleni])).toEqual([]);
    expect(unmatchedRoommateNames(loner, [maria, anna])).toEqual(['SOMEONE ELSE']);
    expect(unmatchedRoommateNames(person('6', 'A', 'B', ['A B']), [])).toEqual(['A B']);
  });
});
