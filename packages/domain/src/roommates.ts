import { ROOM_SIZE } from './registration.ts';
import { isSamePerson } from './traveller-name.ts';

/**
 * Roommates (docs/product/registration.md#roommates): a name typed at registration is a request; two
 * travellers of one school share a room only when each names the other. A name typed on one side alone
 * joins nobody, so knowing a pupil's name is not enough to join their room.
 */

/** What the roommate rules look at: a registration of one school (one registration code). */
export type RoommatePerson = { id: string; firstName: string; lastName: string; roommates: readonly string[] };

/** Whether `a` typed a name that is `b`'s (in any word order or case). */
export function namesRoommate(a: RoommatePerson, b: RoommatePerson): boolean {
  return a.roommates.some((name) => isSamePerson(name, b));
}

/** Two travellers share a room when each names the other. */
export function namesEachOther(a: RoommatePerson, b: RoommatePerson): boolean {
  return namesRoommate(a, b) && namesRoommate(b, a);
}

/**
 * Everyone linked to `start` by naming each other, directly or through another roommate, `start` first.
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

/** A name a traveller typed: the schoolmate it matches (if any) and whether that one names them back. */
export type TypedRoommate<T> = { name: string; match: T | undefined; mutual: boolean };

/** Each name `traveller` typed, in order, matched against `schoolmates` (staff's view of the requests). */
export function typedRoommates<T extends RoommatePerson>(
  traveller: RoommatePerson,
  schoolmates: readonly T[],
): TypedRoommate<T>[] {
  const others = schoolmates.filter((person) => person.id !== traveller.id);
  return traveller.roommates.map((name) => {
    const matches = others.filter((person) => isSamePerson(name, person));
    const namedBack = matches.find((person) => namesRoommate(person, traveller));
    return { name, match: namedBack ?? matches[0], mutual: namedBack !== undefined };
  });
}

/** The schoolmates who name `traveller` without being named back: requests `traveller`'s family may confirm. */
export function roommateRequestsFor<T extends RoommatePerson>(
  traveller: RoommatePerson,
  schoolmates: readonly T[],
): T[] {
  return schoolmates.filter(
    (person) => person.id !== traveller.id && namesRoommate(person, traveller) && !namesRoommate(traveller, person),
  );
}
