import { isLiveStatus, isRoomOverfull, roommateRequestsFor, typedRoommates, type Traveller } from '@voyage/domain';

export type TypedRoommate = {
  name: string;
  /** The registration with this name and the same registration code, when there is one. */
  match: Traveller | undefined;
  /** Whether that registration names this traveller back: only then do they share a room. */
  mutual: boolean;
};

export type RoommateOverview = {
  /** The travellers sharing this one's roommate group, this one first; empty when not in a group. */
  group: Traveller[];
  isOverfull: boolean;
  typed: TypedRoommate[];
  /** Schoolmates who name this traveller and are not named back: requests, not roommates. */
  askedBy: Traveller[];
};

/**
 * What staff check about a traveller's room (docs/product/admin.md#registration-detail): the group the
 * registration is in (stored), each name the family typed matched against the trip's live registrations
 * with the same code and whether it is named back, and the schoolmates asking for this traveller.
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
  return {
    group,
    isOverfull: isRoomOverfull(group),
    typed: typedRoommates(traveller, schoolmates),
    askedBy: roommateRequestsFor(traveller, schoolmates),
  };
}
