import { adminOnly, type Entry } from './matrix-check.ts';

/** The fair draw's rows of the route-by-role matrix (docs/product/places.md#fair-allocation): staff only. */
export const drawMatrix: Record<string, Entry> = {
  'GET /api/admin/places/draw': {
    call: (world) => ({ url: `/api/admin/places/draw?trip_id=${world.tripId}` }),
    expect: adminOnly(),
  },
};
