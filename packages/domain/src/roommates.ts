import { ROOM_SIZE } from './registration.ts';
import { isSamePerson } from './traveller-name.ts';

/** What the roommate rules look at: a registration of one school (one registration code). */
export type RoommatePerson = { id: string; firstName: string; lastName: string; roommates: readonly string[] };

/** Two travellers share a room when either one names the other. */
export function namesEachOther(a: RoommatePerson, b: RoommatePerson): boolean {
  return a.roommates.some((name) => isSamePerson(name, b)) || b.roommates.some((name) => isSamePerson(name, a));
}

/**
 * Everyone linked to `start` by naming, directly or through another roommate, `start` first.
 * `schoolmates` are the other live registrations with the same registration code.
 */
export function roommateGroup<T extends RoommatePerson>(start: T, schoolmates: readonly T[]): T[] {
  const group: T[] = [start];
  const rest = schoolmates.filter((person) => person.id !== start.id);
  for (let i = 0; i < group.length; i += 1) {
    for (let j = rest.length - 1; j >= 0; j -= 1) {
      if (namesEachOther(group[i]!, rest[j]!)) group.push(...rest.splice(j, 1));
    }
  }
  return group;
}

export function isRoomOverfull(group: readonly RoommatePerson[]): boolean {
  return group.length > ROOM_SIZE;
}

/** The names a traveller typed that match no registration with the same code (flagged for staff). */
export function unmatchedRoommateNames(traveller: RoommatePerson, schoolmates: readonly RoommatePerson[]): string[] {
  const others = schoolmates.filter((person) => person.id !== traveller.id);
  return traveller.roommates.filter((name) => !others.some((person) => isSamePerson(name, person)));
}
