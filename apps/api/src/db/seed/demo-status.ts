import type { RegistrationStatus } from '@voyage/domain';

// Out of every ten registrations of the active trip: seven approved, two pending, one deleted.
const ACTIVE_CYCLE: RegistrationStatus[] = [
  'approved',
  'approved',
  'pending',
  'approved',
  'approved',
  'deleted',
  'approved',
  'pending',
  'approved',
  'approved',
];

/** The status of the demo registration number `index`; a past trip has nothing left pending. */
export function demoStatus(index: number, isActiveTrip: boolean): RegistrationStatus {
  const status = ACTIVE_CYCLE[index % ACTIVE_CYCLE.length] ?? 'approved';
  return !isActiveTrip && status === 'pending' ? 'approved' : status;
}

/** How many demo registrations of each status a trip seeded with `count` travellers has. */
export function demoStatusCounts(count: number, isActiveTrip: boolean): Record<RegistrationStatus, number> {
  const counts: Record<RegistrationStatus, number> = { pending: 0, approved: 0, rejected: 0, cancelled: 0, deleted: 0 };
  for (let i = 0; i < count; i += 1) counts[demoStatus(i, isActiveTrip)] += 1;
  return counts;
}
