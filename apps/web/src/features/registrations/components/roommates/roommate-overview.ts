import { isLiveStatus, isRoomOverfull, isSamePerson, unmatchedRoommateNames, type Traveller } from '@voyage/domain';

export type TypedRoommate = {
  name: string;
  /** The registration with this name and the same registration code, when there is one. */
  match: Traveller | undefined;
};

export type RoommateOverview = {
  /** The travellers sharing this one's roommate group, this one first; empty when not in a group. */
  group: Traveller[];
  isOverfull: boolean;
  typed: TypedRoommate[];
};

/**
 * What staff check about a traveller's room: the group the registration joined (stored on submission)
 * and each name the family typed, matched against the trip's live registrations with the same code.
 */
export function roommateOverview(traveller: Traveller, registrations: readonly Traveller[]): RoommateOverview {
  const schoolmates = registrations.filter(
    (other) =>
      other.id !== traveller.id && other.registrationCode === traveller.registrationCode && isLiveStatus(other.status),
  );
  const groupmates = traveller.roommateGroupId
    ? registrations.filter((other) => other.id !== traveller.id && other.roommateGroupId === traveller.roommateGroupId)
    : [];
  const group = groupmates.length > 0 ? [traveller, ...groupmates] : [];
  const unmatched = new Set(unmatchedRoommateNames(traveller, schoolmates));
  return {
    group,
    isOverfull: isRoomOverfull(group),
    typed: traveller.roommates.map((name) => ({
      name,
      match: unmatched.has(name) ? undefined : schoolmates.find((person) => isSamePerson(name, person)),
    })),
  };
}
