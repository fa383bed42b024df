import { drawWindowEnd, isDrawPending, type DrawPendingDetails } from '@voyage/domain';
import type { Executor } from '../db/executor.ts';
import { HttpError } from '../lib/http-error.ts';
import { findPlaceDraw, readDrawTrip } from './queries/place-draws.ts';

/**
 * A refusal while places wait for the fair draw (docs/product/places.md#fair-allocation), 409 with when
 * the draw shares them out: "Places are shared out by the draw on DATE."
 */
export class DrawPendingError extends HttpError {
  readonly details: DrawPendingDetails;

  constructor(drawAt: Date) {
    super(409, 'DRAW_PENDING', `Places are shared out by the draw on ${drawAt.toISOString()}`);
    this.name = 'DrawPendingError';
    this.details = { drawAt: drawAt.toISOString() };
  }

  override toBody() {
    return { ...super.toBody(), details: this.details };
  }
}

/**
 * When the trip's places wait for its draw at `now` (the window open, or closed and the draw not yet
 * made), the window's end; otherwise null. Read under the caller's places lock, it cannot change before
 * the transaction ends.
 */
export async function drawPendingUntil(tx: Executor, tripId: number, now: Date): Promise<Date | null> {
  const trip = await readDrawTrip(tx, tripId);
  if (!trip?.fairAllocation) return null;
  const isDrawn = (await findPlaceDraw(tx, tripId)) !== undefined;
  return isDrawPending(trip, isDrawn, now) ? drawWindowEnd(trip) : null;
}
