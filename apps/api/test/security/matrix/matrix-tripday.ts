import { randomUUID } from 'node:crypto';
import { adminOnly, everyone, type Entry } from './matrix-check.ts';

/**
 * The trip day's rows (docs/product/trip-day.md): staff routes for administrators and escorts of the
 * departure (other roles and other departures are in test/trip-day/), and the pack's wipe answer open to all.
 */
export const tripDayMatrix: Record<string, Entry> = {
  'GET /api/admin/trip-day/departures/:id/pack': {
    call: (world) => ({ url: `/api/admin/trip-day/departures/${world.departureId}/pack` }),
    expect: adminOnly(),
  },
  'POST /api/admin/trip-day/departures/:id/actions': {
    // A close on a departure nobody counted: a valid batch, answered with the action refused.
    call: (world) => ({
      url: `/api/admin/trip-day/departures/${world.departureId}/actions`,
      payload: {
        actions: [{ type: 'close', actionId: randomUUID(), at: new Date().toISOString(), checkpointKey: 'hotel' }],
      },
    }),
    expect: adminOnly(),
  },
  'GET /api/admin/trip-day/departures/:id/checkpoints': {
    call: (world) => ({ url: `/api/admin/trip-day/departures/${world.departureId}/checkpoints` }),
    expect: adminOnly(),
  },
  'GET /api/admin/trip-day/departures/:id/checkpoints/:key/history': {
    call: (world) => ({ url: `/api/admin/trip-day/departures/${world.departureId}/checkpoints/hotel/history` }),
    expect: adminOnly(),
  },
  'GET /api/trip-day/packs/:packId': {
    call: () => ({ url: `/api/trip-day/packs/${randomUUID()}` }),
    expect: everyone(200),
  },
};
