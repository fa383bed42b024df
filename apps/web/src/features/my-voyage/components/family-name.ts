import type { Traveller } from '@voyage/domain';

/** A family reads its child's name in the usual order, First LAST (staff lists read LAST First). */
export function familyName(traveller: Pick<Traveller, 'firstName' | 'lastName'>): string {
  return `${traveller.firstName} ${traveller.lastName}`;
}
