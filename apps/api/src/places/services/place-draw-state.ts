import { drawWindowEnd, placeDrawState, type PlaceDraw } from '@voyage/domain';
import type { Executor } from '../../db/executor.ts';
import { findPlaceDraw, readDrawTrip } from '../queries/place-draws.ts';

/**
 * `GET /api/admin/places/draw?trip_id=` (docs/product/places.md#fair-allocation): the draw's state (off,
 * registrations not open, window open until…, waiting for its seed, due, drawn), and once drawn when, with
 * which seed, how many it placed and its published record.
 */
export async function placeDrawOf(tx: Executor, tripId: number, now: Date): Promise<PlaceDraw> {
  const trip = (await readDrawTrip(tx, tripId))!;
  const draw = await findPlaceDraw(tx, tripId);
  const state = placeDrawState(trip, draw ? { at: draw.drawnAt } : null, now);
  return {
    state,
    windowEndsAt: trip.fairAllocation || draw ? drawWindowEnd(trip).toISOString() : null,
    seed: draw?.seed ?? trip.drawSeed,
    drawnAt: draw?.drawnAt.toISOString() ?? null,
    drawn: draw ? draw.drawnOrder.length : null,
    placed: draw?.placed ?? null,
    record: draw?.record ?? null,
  };
}
