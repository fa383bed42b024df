import { drawWindowEnd } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { tripsAwaitingDraw } from '../queries/place-draws.ts';
import { drawTripPlaces } from './draw-places.ts';

type DrawJobInput = { db: Database; publicUrl: string; now: Date; batchSize?: number };
export type DrawJobResult = { drawn: number };

/**
 * One pass of the draw job over every trip whose draw window has closed and whose draw is not made: each
 * trip in a transaction of its own (`drawTripPlaces`, under the trip's places lock), so two processes
 * looking at once make one draw. A trip without a seed is looked at again on the next pass.
 */
export async function drawDueTrips({ db, publicUrl, now }: DrawJobInput): Promise<DrawJobResult> {
  let drawn = 0;
  for (const trip of await tripsAwaitingDraw(db)) {
    if (trip.drawSeed === null || now < drawWindowEnd(trip)) continue;
    const pass = await db.transaction((tx) => drawTripPlaces(tx, { tripId: trip.id, now, publicUrl }));
    if (pass.drawn) drawn += 1;
  }
  return { drawn };
}
