import type { Departure } from './departure.ts';

/** One travel escort per 15 travellers (docs/product/rules.md#constants), rounded up. */
export const TRAVELLERS_PER_ESCORT = 15;
export function escortsNeeded(travellers: number): number {
  return Math.ceil(travellers / TRAVELLERS_PER_ESCORT);
}

/** Escorts still missing for a departure: 0 when it has as many as its travellers need. */
export function escortsShort(departure: Pick<Departure, 'escortsNeeded' | 'escorts'>): number {
  return Math.max(0, departure.escortsNeeded - departure.escorts.length);
}
