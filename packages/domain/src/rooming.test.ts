import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM_SIZE } from './registration.ts';
import { namesEachOther, namesRoommate, roommateGroup } from './roommates.ts';
import { isSamePerson } from './traveller-name.ts';
import {
  autoFillRooms,
  ROOMING_MIXES,
  roommateGroups,
  roomingWarnings,
  roomsAfterAutoFill,
  type RoomingPerson,
} from './rooming.ts';
import type { Gender } from './traveller-statuses.ts';

const person = (
  id: string,
  firstName: string,
  schoolId: number,
  gender: Gender,
  roommates: string[] = [],
): RoomingPerson => ({ id, firstName, lastName: 'TEST', schoolId, gender, roommates });

const roomsOf = (plan: ReadonlyMap<string, number>) => {
  const rooms = new Map<number, string[]>();
  for (const [id, room] of plan) rooms.set(room, [...(rooms.get(room) ?? []), id]);
  return rooms;
};

describe('roommate groups', () => {
  it('links travellers of one school who name each other, directly or through another', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['MARIA TEST']),
      person('b', 'MARIA', 1, 'female', ['test anna', 'ELENI TEST']),
      person('c', 'ELENI', 1, 'female', ['test maria']),
      person('d', 'NIKI', 2, 'female', ['ANNA TEST']),
      person('e', 'ANNA', 2, 'female', ['NIKI TEST']),
    ];
    expect(roommateGroups(people).map((group) => group.map((member) => member.id))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('leaves a name typed on one side alone out of every group', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['MARIA TEST']),
      person('b', 'MARIA', 1, 'female', ['ANNA TEST']),
      person('s', 'STRANGER', 1, 'female', ['MARIA TEST', 'ANNA TEST']),
      person('d', 'NIKI', 1, 'female', ['ELENI TEST']),
      person('e', 'ELENI', 1, 'female'),
    ];
    expect(roommateGroups(people).map((group) => group.map((member) => member.id))).toEqual([
      ['a', 'b'],
      ['s'],
      ['d'],
      ['e'],
    ]);
  });
});

describe('auto-fill', () => {
  it('keeps groups whole, bins by school and gender, and fills rooms of three', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['MARIA TEST']),
      person('b', 'MARIA', 1, 'female', ['ANNA TEST']),
      person('c', 'ELENI', 1, 'female'),
      person('d', 'NIKOS', 1, 'male'),
      person('e', 'PETROS', 1, 'male'),
      person('f', 'SOFIA', 2, 'female'),
    ];
    expect(Object.fromEntries(autoFillRooms(people, new Map()))).toEqual({ a: 1, b: 1, c: 1, d: 2, e: 2, f: 3 });
  });

  it('keeps existing rooms, joins a group in its room when there is space, and numbers new rooms after the highest', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['MARIA TEST']),
      person('b', 'MARIA', 1, 'female', ['ANNA TEST']),
      person('c', 'ELENI', 1, 'female'),
    ];
    const plan = new Map([['a', 4]]);
    expect(Object.fromEntries(autoFillRooms(people, plan))).toEqual({ b: 4, c: 5 });
  });

  it('fills the rooms part-empty by school across schools: 19 travellers in 7 rooms instead of 9', () => {
    let next = 0;
    const school = (schoolId: number, gender: Gender, count: number) =>
      Array.from({ length: count }, () => person(`t${(next += 1)}`, `P${next}`, schoolId, gender));
    const people = [
      ...school(1, 'female', 4),
      ...school(1, 'male', 3),
      ...school(2, 'female', 4),
      ...school(2, 'male', 3),
      ...school(3, 'female', 1),
      ...school(3, 'male', 4),
    ];
    const bySchool = roomsOf(autoFillRooms(people, new Map()));
    expect(bySchool.size).toBe(9);
    expect([...bySchool.values()].filter((occupants) => occupants.length === 1)).toHaveLength(4);
    const across = autoFillRooms(people, new Map(), 'across-schools');
    expect(roomsOf(across).size).toBe(7);
    // Nine girls fill three rooms; ten boys leave one alone, where by school four were alone.
    expect([...roomsOf(across).values()].map((occupants) => occupants.length)).toEqual([3, 3, 3, 3, 3, 3, 1]);
    expect(roomsAfterAutoFill(people, new Map(), 'by-school')).toBe(9);
    expect(roomsAfterAutoFill(people, new Map(), 'across-schools')).toBe(7);
  });

  it('across schools still keeps groups whole and gives a group of mixed genders its own room', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['NIKOS TEST']),
      person('b', 'NIKOS', 1, 'male', ['ANNA TEST']),
      person('c', 'ELENI', 1, 'female', ['SOFIA TEST']),
      person('d', 'SOFIA', 1, 'female', ['ELENI TEST']),
      person('e', 'IRINI', 2, 'female'),
      person('f', 'MARIA', 3, 'female', ['DORA TEST']),
      person('g', 'DORA', 3, 'female', ['MARIA TEST']),
    ];
    expect(Object.fromEntries(autoFillRooms(people, new Map([['z', 2]]), 'across-schools'))).toEqual({
      a: 3,
      b: 3,
      c: 4,
      d: 4,
      e: 4,
      f: 5,
      g: 5,
    });
  });

  it('gives a group of mixed genders a room of its own', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['NIKOS TEST']),
      person('b', 'NIKOS', 1, 'male', ['ANNA TEST']),
      person('c', 'ELENI', 1, 'female'),
    ];
    expect(Object.fromEntries(autoFillRooms(people, new Map()))).toEqual({ a: 1, b: 1, c: 2 });
  });
});

describe('warnings', () => {
  it('names mixed rooms, rooms over three and split groups', () => {
    const people = [
      person('a', 'ANNA', 1, 'female', ['MARIA TEST']),
      person('b', 'MARIA', 1, 'female', ['ANNA TEST']),
      person('c', 'NIKOS', 1, 'male'),
      person('d', 'PETROS', 1, 'male'),
      person('e', 'PAVLOS', 1, 'male'),
    ];
    const plan = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 2],
      ['e', 2],
    ]);
    expect(roomingWarnings(people, plan)).toEqual([
      { kind: 'mixed-genders', rooms: [2], travellerIds: ['b', 'c', 'd', 'e'] },
      { kind: 'over-size', rooms: [2], travellerIds: ['b', 'c', 'd', 'e'] },
      { kind: 'group-split', rooms: [1, 2], travellerIds: ['a', 'b'] },
    ]);
  });
});

/**
 * Random departures: up to 60 travellers in up to 4 schools, 3 genders, each naming up to two others at
 * random (any school, so some names match no one), with first names unique so names identify people.
 * About half name back whoever named them first (while they have a free field), so mutual groups form
 * beside one-sided requests.
 */
const departureArbitrary = fc
  .array(
    fc.record({
      schoolId: fc.integer({ min: 1, max: 4 }),
      gender: fc.constantFrom<Gender>('male', 'female', 'other'),
      names: fc.array(fc.nat(59), { maxLength: 2 }),
      namesBack: fc.boolean(),
    }),
    { maxLength: 60 },
  )
  .map((rows) => {
    const named = rows.map((row) => [...new Set(row.names.filter((other) => other < rows.length))]);
    rows.forEach((_, index) => {
      for (const other of named[index]!) {
        const back = named[other]!;
        if (other !== index && rows[other]!.namesBack && back.length < 2 && !back.includes(index)) back.push(index);
      }
    });
    return rows.map((row, index): RoomingPerson => ({
      id: `t${index}`,
      firstName: `P${index}`,
      lastName: 'X',
      schoolId: row.schoolId,
      gender: row.gender,
      roommates: named[index]!.map((other) => `P${other} X`),
    }));
  });

/** `people` without the names typed on one side alone (a name kept matches a schoolmate who names back). */
const mutualNamesOnly = (people: readonly RoomingPerson[]): RoomingPerson[] =>
  people.map((person) => ({
    ...person,
    roommates: person.roommates.filter((name) =>
      people.some(
        (other) =>
          other.id !== person.id &&
          other.schoolId === person.schoolId &&
          isSamePerson(name, other) &&
          namesRoommate(other, person),
      ),
    ),
  }));

describe('auto-fill properties', () => {
  it('finds the same groups as the registration rule (roommateGroup)', () => {
    fc.assert(
      fc.property(departureArbitrary, (people) => {
        for (const group of roommateGroups(people)) {
          const schoolmates = people.filter((other) => other.schoolId === group[0]!.schoolId);
          const expected = roommateGroup(group[0]!, schoolmates).map((member) => member.id);
          expect(new Set(group.map((member) => member.id))).toEqual(new Set(expected));
        }
      }),
    );
  });

  it('puts nobody together for a one-sided request: the rooms are those of the mutual names alone', () => {
    fc.assert(
      fc.property(departureArbitrary, fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 60 }), (people, rooms) => {
        const plan = new Map(people.flatMap((p, index) => (rooms[index] ? [[p.id, rooms[index]] as const] : [])));
        const mutual = mutualNamesOnly(people);
        expect(autoFillRooms(people, plan)).toEqual(autoFillRooms(mutual, plan));
        expect(roommateGroups(people).map((group) => group.map((member) => member.id))).toEqual(
          roommateGroups(mutual).map((group) => group.map((member) => member.id)),
        );
        for (const group of roommateGroups(people)) {
          if (group.length === 1) continue;
          for (const member of group) expect(group.some((other) => namesEachOther(member, other))).toBe(true);
        }
      }),
    );
  });

  /**
   * On an empty plan, for any departure and either mix:
   * - every traveller is placed exactly once;
   * - no room holds more than three;
   * - every roommate group of at most three shares one room (a larger one, cut into threes, one room per
   *   three), and a group of mixed genders has its room alone: no other room mixes genders;
   * - by school, no room mixes schools; across schools, a bin is a gender of the whole departure;
   * - for each bin (school and gender, or gender alone across schools), the rooms holding its travellers
   *   from groups of one gender are exactly the lower bound n3 + max(n2, ⌈(2·n2 + n1) / 3⌉), where n1, n2
   *   and n3 count its groups (or threes cut from a larger group) of one, two and three: the travellers
   *   divided by three, rounded up, and no more than the pairs force (two pairs never share a room of three);
   * - so the whole departure never has more rooms than those bounds summed with the mixed groups' rooms.
   * And it is deterministic: the same input gives the same plan.
   */
  for (const mix of ROOMING_MIXES) {
    it(`places everyone once in rooms of at most three, keeps groups whole and uses the fewest rooms (${mix})`, () => {
      fc.assert(
        fc.property(departureArbitrary, (people) => {
          const plan = autoFillRooms(people, new Map(), mix);
          expect([...plan.keys()].sort()).toEqual(people.map((p) => p.id).sort());
          expect(autoFillRooms(people, new Map(), mix)).toEqual(plan);
          const rooms = roomsOf(plan);
          const byId = new Map(people.map((p) => [p.id, p]));
          let mixedGroupRooms = 0;
          for (const occupants of rooms.values()) expect(occupants.length).toBeLessThanOrEqual(ROOM_SIZE);

          const bins = new Map<string, { counts: [number, number, number]; rooms: Set<number> }>();
          for (const group of roommateGroups(people)) {
            if (group.length <= ROOM_SIZE) expect(new Set(group.map((member) => plan.get(member.id))).size).toBe(1);
            // A group over three (only staff edits make one) is cut into threes in its order, each a unit.
            for (let i = 0; i < group.length; i += ROOM_SIZE) {
              const unit = group.slice(i, i + ROOM_SIZE);
              const room = plan.get(unit[0]!.id)!;
              expect(new Set(unit.map((member) => plan.get(member.id))).size).toBe(1);
              if (new Set(unit.map((member) => member.gender)).size > 1) {
                expect(rooms.get(room)!.length).toBe(unit.length);
                mixedGroupRooms += 1;
                continue;
              }
              const key = mix === 'by-school' ? `${unit[0]!.schoolId}:${unit[0]!.gender}` : unit[0]!.gender;
              const bin = bins.get(key) ?? { counts: [0, 0, 0], rooms: new Set<number>() };
              bin.counts[unit.length - 1]! += 1;
              bin.rooms.add(room);
              bins.set(key, bin);
            }
          }
          const binOfRoom = new Map<number, string>();
          let bound = mixedGroupRooms;
          for (const [key, bin] of bins) {
            const [n1, n2, n3] = bin.counts;
            const lowest = Math.ceil((n1 + 2 * n2 + 3 * n3) / ROOM_SIZE);
            const forcedByPairs = Math.max(0, n3 + n2 - lowest);
            expect(bin.rooms.size).toBe(lowest + forcedByPairs);
            bound += lowest + forcedByPairs;
            for (const room of bin.rooms) {
              expect(binOfRoom.get(room) ?? key).toBe(key);
              binOfRoom.set(room, key);
              const occupants = rooms.get(room)!.map((id) => byId.get(id)!);
              expect(new Set(occupants.map((occupant) => occupant.gender)).size).toBe(1);
              if (mix === 'by-school') expect(new Set(occupants.map((occupant) => occupant.schoolId)).size).toBe(1);
            }
          }
          expect(rooms.size).toBeLessThanOrEqual(bound);
          expect(roomsAfterAutoFill(people, new Map(), mix)).toBe(rooms.size);
        }),
      );
    });
  }

  it('never needs more rooms across schools than by school', () => {
    fc.assert(
      fc.property(departureArbitrary, (people) => {
        const across = roomsAfterAutoFill(people, new Map(), 'across-schools');
        expect(across).toBeLessThanOrEqual(roomsAfterAutoFill(people, new Map(), 'by-school'));
      }),
    );
  });

  it('never moves a placed traveller, and places every unplaced one', () => {
    fc.assert(
      fc.property(departureArbitrary, fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 60 }), (people, rooms) => {
        const plan = new Map(people.flatMap((p, index) => (rooms[index] ? [[p.id, rooms[index]] as const] : [])));
        const added = autoFillRooms(people, plan);
        for (const id of added.keys()) expect(plan.has(id)).toBe(false);
        expect(plan.size + added.size).toBe(people.length);
        const highest = Math.max(0, ...plan.values());
        const newRooms = roomsOf(added);
        for (const [room, occupants] of newRooms) {
          if (room > highest) expect(occupants.length).toBeLessThanOrEqual(ROOM_SIZE);
          else
            expect([...plan.values()].filter((r) => r === room).length + occupants.length).toBeLessThanOrEqual(
              ROOM_SIZE,
            );
        }
      }),
    );
  });

  it('finds a group split only when its placed members are in two rooms or more', () => {
    fc.assert(
      fc.property(departureArbitrary, (people) => {
        const plan = autoFillRooms(people, new Map());
        const split = roomingWarnings(people, plan).filter((warning) => warning.kind === 'group-split');
        const oversized = roommateGroups(people).filter((group) => group.length > ROOM_SIZE);
        expect(split.length).toBe(oversized.length);
      }),
    );
  });
});
