import { randomUUID } from 'node:crypto';
import { isRoomOverfull, roommateGroup, type RoommatePerson } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { liveSchoolmates, setRoommateGroupId, type Schoolmate } from './queries/registration-travellers.ts';
import { roommateGroupFull } from './registration-errors.ts';

/**
 * The room `traveller` would share with the school's live registrations who name it and whom it names;
 * 409 ROOMMATE_GROUP_FULL when that is more than a triple. Only staff corrections are refused this way: a
 * family's registration never is, so its answer reveals nothing (docs/product/registration.md#roommates).
 */
export function requireRoom(traveller: RoommatePerson, schoolmates: readonly Schoolmate[]): void {
  const group = roommateGroup<RoommatePerson>(traveller, schoolmates);
  if (isRoomOverfull(group)) throw roommateGroupFull();
}

/** The id most of the group already shares and no other group has taken in this pass; else a new one. */
function groupIdFor(group: readonly Schoolmate[], taken: ReadonlySet<string>): string {
  const counts = new Map<string, number>();
  for (const member of group) {
    if (member.roommateGroupId && !taken.has(member.roommateGroupId)) {
      counts.set(member.roommateGroupId, (counts.get(member.roommateGroupId) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
  return best?.[0] ?? randomUUID();
}

/**
 * Gives the rooms of `travellerIds` (after a registration was added or changed) one roommate group id
 * each: an existing id is kept (groups that now name each other merge under one), a traveller left
 * alone gets none, and a group that split keeps its id in one part only.
 */
export async function regroupRoommates(tx: Executor, schoolId: number, travellerIds: readonly string[]): Promise<void> {
  const schoolmates = await liveSchoolmates(tx, schoolId);
  const placed = new Set<string>();
  const taken = new Set<string>();
  for (const id of travellerIds) {
    const start = schoolmates.find((person) => person.id === id);
    if (!start || placed.has(id)) continue;
    const group = roommateGroup(start, schoolmates);
    for (const member of group) placed.add(member.id);
    const groupId = group.length > 1 ? groupIdFor(group, taken) : null;
    if (groupId) taken.add(groupId);
    const changed = group.filter((member) => member.roommateGroupId !== groupId).map((member) => member.id);
    await setRoommateGroupId(tx, changed, groupId);
  }
}
