import { ROOM_SIZE } from './registration.ts';
import type { RoommatePerson } from './roommates.ts';
import type { Gender } from './traveller-statuses.ts';
import { nameKey } from './traveller-name.ts';

/**
 * Rooming per departure (docs/product/rooming.md): triple rooms for the hotel's five nights. Rooms are
 * numbered from 1 within a departure; a room exists while someone is in it.
 */

/** What rooming looks at: a traveller of the departure, their school (registration code), gender and roommates. */
export type RoomingPerson = RoommatePerson & { schoolId: number; gender: Gender };

/**
 * How the auto-fill packs travellers of one gender (docs/product/rooming.md#auto-fill), a trip setting:
 * `by-school` keeps each school's travellers in rooms of their own (the default), `across-schools` lets
 * travellers of different schools of the departure share a room, so fewer rooms are left part-empty.
 */
export const ROOMING_MIXES = ['by-school', 'across-schools'] as const;
export type RoomingMix = (typeof ROOMING_MIXES)[number];
export const DEFAULT_ROOMING_MIX: RoomingMix = 'by-school';

/** Room number by traveller id. */
export type RoomPlan = ReadonlyMap<string, number>;

/**
 * The roommate groups of `people`: travellers of one school linked by naming each other, directly or
 * through another (the rule of `roommateGroup` in roommates.ts, with names matched by `nameKey`). A name
 * typed on one side alone links nobody. Every person is in exactly one group (alone, a group of one);
 * groups come in the order of their first member in `people`, members in the order of `people`.
 */
export function roommateGroups<T extends RoomingPerson>(people: readonly T[]): T[][] {
  const parent = people.map((_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[index] !== root) [index, parent[index]] = [parent[index]!, root];
    return root;
  };
  const union = (a: number, b: number) => {
    const [rootA, rootB] = [find(a), find(b)];
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };
  const ownKeys = people.map((person) => nameKey(`${person.firstName} ${person.lastName}`));
  const typedKeys = people.map((person) => new Set(person.roommates.map(nameKey).filter(Boolean)));
  const byName = new Map<string, number[]>();
  people.forEach((person, index) => {
    const key = `${person.schoolId}\n${ownKeys[index]}`;
    byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  people.forEach((person, index) => {
    for (const key of typedKeys[index]!) {
      for (const other of byName.get(`${person.schoolId}\n${key}`) ?? []) {
        if (other !== index && typedKeys[other]!.has(ownKeys[index]!)) union(index, other);
      }
    }
  });
  const groups = new Map<number, T[]>();
  people.forEach((person, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.push(person);
    else groups.set(root, [person]);
  });
  return [...groups.values()];
}

/** Travellers who must share a room, kept together by the auto-fill. */
type Unit<T> = { members: T[]; bin: string };

/**
 * Packs units of one, two or three travellers into the fewest rooms of three: each three alone, each two
 * with a one while there are ones, the ones left in threes, the twos left alone. No packing does better:
 * two twos never share a room, so there are at least as many rooms as twos (beside the threes), and at
 * least the travellers divided by three, rounded up; this packing meets the larger of the two bounds.
 */
function packBin<T>(units: readonly Unit<T>[]): T[][] {
  const threes = units.filter((unit) => unit.members.length === 3);
  const twos = units.filter((unit) => unit.members.length === 2);
  const ones = units.filter((unit) => unit.members.length === 1);
  const rooms: T[][] = threes.map((unit) => [...unit.members]);
  for (const two of twos) {
    const one = ones.shift();
    rooms.push(one ? [...two.members, ...one.members] : [...two.members]);
  }
  for (let i = 0; i < ones.length; i += ROOM_SIZE) {
    rooms.push(ones.slice(i, i + ROOM_SIZE).flatMap((unit) => unit.members));
  }
  return rooms;
}

/**
 * The auto-fill (docs/product/rooming.md#auto-fill): places every traveller of `people` who has no room in
 * `plan`, and never moves anyone who has one. Deterministic: the result depends only on the order of
 * `people` (the API sorts them by school, surname, first name and id) and on `plan`.
 *
 * 1. Roommate groups as `roommateGroups` finds them. A group's unplaced members join the lowest-numbered
 *    room where one of their group already is, when it has room for them all.
 * 2. The others go to new rooms. A group's unplaced members are one unit (cut into threes if more than three).
 *    Units whose members share a gender are binned by school and gender (`mix` `by-school`), or by gender
 *    alone (`across-schools`); a unit of mixed genders is a bin of its own. Bins are taken in the order of
 *    their first traveller.
 * 3. Each bin is packed into the fewest rooms (`packBin`), numbered after the highest room already used.
 *
 * Returns the new placements only (traveller id → room number).
 */
export function autoFillRooms<T extends RoomingPerson>(
  people: readonly T[],
  plan: RoomPlan,
  mix: RoomingMix = DEFAULT_ROOMING_MIX,
): Map<string, number> {
  const placed = new Map<string, number>();
  const occupancy = new Map<number, number>();
  const placedPeople = new Set(people.map((person) => person.id).filter((id) => plan.has(id)));
  for (const [id, room] of plan) if (placedPeople.has(id)) occupancy.set(room, (occupancy.get(room) ?? 0) + 1);
  let nextRoom = Math.max(0, ...plan.values()) + 1;

  const bins = new Map<string, Unit<T>[]>();
  for (const [groupIndex, group] of roommateGroups(people).entries()) {
    const unplaced = group.filter((person) => !plan.has(person.id));
    if (unplaced.length === 0) continue;
    const mateRooms = [...new Set(group.flatMap((person) => (plan.has(person.id) ? [plan.get(person.id)!] : [])))];
    const joinRoom = mateRooms
      .sort((a, b) => a - b)
      .find((room) => (occupancy.get(room) ?? 0) + unplaced.length <= ROOM_SIZE);
    if (joinRoom !== undefined) {
      for (const person of unplaced) placed.set(person.id, joinRoom);
      occupancy.set(joinRoom, (occupancy.get(joinRoom) ?? 0) + unplaced.length);
      continue;
    }
    for (let i = 0; i < unplaced.length; i += ROOM_SIZE) {
      const members = unplaced.slice(i, i + ROOM_SIZE);
      const genders = new Set(members.map((person) => person.gender));
      const school = mix === 'by-school' ? `${members[0]!.schoolId}:` : '';
      const bin = genders.size === 1 ? `${school}${members[0]!.gender}` : `mixed:${groupIndex}:${i}`;
      const units = bins.get(bin);
      if (units) units.push({ members, bin });
      else bins.set(bin, [{ members, bin }]);
    }
  }
  for (const units of bins.values()) {
    for (const room of packBin(units)) {
      for (const person of room) placed.set(person.id, nextRoom);
      nextRoom += 1;
    }
  }
  return placed;
}

/** How many rooms the departure would have after an auto-fill with `mix`: the rooms now and the new ones. */
export function roomsAfterAutoFill(people: readonly RoomingPerson[], plan: RoomPlan, mix: RoomingMix): number {
  const ids = new Set(people.map((person) => person.id));
  const rooms = new Set([...plan].flatMap(([id, room]) => (ids.has(id) ? [room] : [])));
  for (const room of autoFillRooms(people, plan, mix).values()) rooms.add(room);
  return rooms.size;
}

export const ROOMING_WARNING_KINDS = ['mixed-genders', 'over-size', 'group-split'] as const;
export type RoomingWarningKind = (typeof ROOMING_WARNING_KINDS)[number];

/** A rooming problem staff should see; rooms are numbers, travellers ids. */
export type RoomingWarning =
  | { kind: 'mixed-genders'; rooms: number[]; travellerIds: string[] }
  | { kind: 'over-size'; rooms: number[]; travellerIds: string[] }
  | { kind: 'group-split'; rooms: number[]; travellerIds: string[] };

/**
 * What is wrong with `plan` for `people`: a room with more than one gender, a room over three, a roommate
 * group placed in more than one room (its unplaced members are not counted). Rooms in number order,
 * then the split groups in the order of `people`.
 */
export function roomingWarnings(people: readonly RoomingPerson[], plan: RoomPlan): RoomingWarning[] {
  const rooms = new Map<number, RoomingPerson[]>();
  for (const person of people) {
    const room = plan.get(person.id);
    if (room === undefined) continue;
    const occupants = rooms.get(room);
    if (occupants) occupants.push(person);
    else rooms.set(room, [person]);
  }
  const warnings: RoomingWarning[] = [];
  for (const [room, occupants] of [...rooms].sort(([a], [b]) => a - b)) {
    const travellerIds = occupants.map((person) => person.id);
    if (new Set(occupants.map((person) => person.gender)).size > 1) {
      warnings.push({ kind: 'mixed-genders', rooms: [room], travellerIds });
    }
    if (occupants.length > ROOM_SIZE) warnings.push({ kind: 'over-size', rooms: [room], travellerIds });
  }
  for (const group of roommateGroups(people)) {
    const placedMembers = group.filter((person) => plan.has(person.id));
    const groupRooms = [...new Set(placedMembers.map((person) => plan.get(person.id)!))].sort((a, b) => a - b);
    if (groupRooms.length > 1) {
      warnings.push({ kind: 'group-split', rooms: groupRooms, travellerIds: placedMembers.map((person) => person.id) });
    }
  }
  return warnings;
}
