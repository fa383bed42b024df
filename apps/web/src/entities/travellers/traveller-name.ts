import type { Traveller } from '@voyage/domain';

/** Staff lists read names as on the passport: LAST First. */
export function travellerName(traveller: Pick<Traveller, 'firstName' | 'lastName'>): string {
  return `${traveller.lastName.toUpperCase()} ${traveller.firstName}`;
}
