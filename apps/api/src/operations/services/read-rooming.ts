import {
  roommateGroups,
  typedRoommates,
  roomingWarnings,
  roomsAfterAutoFill,
  type Room,
  type Rooming,
  type RoomingPerson,
  type RoomingTraveller,
} from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  findRoomingDeparture,
  listRoomingTravellers,
  type RoomingDeparture,
  type RoomingTravellerRow,
} from '../queries/rooming.ts';

const collator = new Intl.Collator('el', { sensitivity: 'base', numeric: true });

/** The order rooming takes travellers in (and the auto-fill's input order): school, surname, first name, id. */
export function byRoomingOrder(a: RoomingTravellerRow, b: RoomingTravellerRow): number {
  return (
    collator.compare(a.schoolName, b.schoolName) ||
    a.schoolId - b.schoolId ||
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    a.id.localeCompare(b.id)
  );
}

/** The departure's travellers in rooming order, and each one's room (placed travellers only). */
export async function roomingPeople(
  db: Executor,
  departureId: number,
): Promise<{ people: (RoomingPerson & RoomingTravellerRow)[]; plan: Map<string, number> }> {
  const people = (await listRoomingTravellers(db, departureId)).sort(byRoomingOrder);
  const plan = new Map(people.flatMap((person) => (person.room === null ? [] : [[person.id, person.room] as const])));
  return { people, plan };
}

/** The rooming as the API answers it: rooms in number order, the unplaced, the warnings. */
export function roomingAnswer(
  departure: RoomingDeparture,
  people: readonly (RoomingPerson & RoomingTravellerRow)[],
  plan: ReadonlyMap<string, number>,
): Rooming {
  const groupKeys = new Map<string, string>();
  for (const group of roommateGroups(people)) {
    if (group.length > 1) for (const member of group) groupKeys.set(member.id, group[0]!.id);
  }
  const shown = (person: RoomingTravellerRow): RoomingTraveller => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    gender: person.gender,
    schoolId: person.schoolId,
    schoolName: person.schoolName,
    personalCode: person.personalCode,
    groupKey: groupKeys.get(person.id) ?? null,
    roommateRequests: typedRoommates(
      person,
      people.filter((other) => other.schoolId === person.schoolId),
    ).flatMap(({ name, mutual }) => (mutual ? [] : [name])),
  });
  const rooms = new Map<number, Room>();
  const unplaced: RoomingTraveller[] = [];
  for (const person of people) {
    const number = plan.get(person.id);
    if (number === undefined) {
      unplaced.push(shown(person));
      continue;
    }
    const room = rooms.get(number) ?? { number, travellers: [] };
    room.travellers.push(shown(person));
    rooms.set(number, room);
  }
  return {
    departureId: departure.id,
    tripId: departure.tripId,
    updatedAt: departure.roomingUpdatedAt?.toISOString() ?? null,
    lockedAt: departure.roomingLockedAt?.toISOString() ?? null,
    lockedByName: departure.roomingLockedAt ? departure.lockedByName : null,
    rooms: [...rooms.values()].sort((a, b) => a.number - b.number),
    unplaced,
    warnings: roomingWarnings(people, plan),
    mix: departure.roomingMix,
    roomsAfterAutoFill: {
      'by-school': roomsAfterAutoFill(people, plan, 'by-school'),
      'across-schools': roomsAfterAutoFill(people, plan, 'across-schools'),
    },
  };
}

/** `GET /api/admin/departures/:id/rooming` (docs/product/rooming.md): one read, an unknown departure is 404. */
export async function readRooming(db: Executor, departureId: number): Promise<Rooming> {
  const departure = await findRoomingDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const { people, plan } = await roomingPeople(db, departureId);
  return roomingAnswer(departure, people, plan);
}
