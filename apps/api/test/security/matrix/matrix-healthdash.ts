import { adminOnly, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The health dashboard's rows of the route-by-role matrix (docs/product/health.md#dashboard): staff with the
 * health capability only; the finance and escort refusals are in test/health/health-dashboard.test.ts.
 */
export const healthDashboardMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/admin/dashboard/health': {
    call: (world) => ({ url: `/api/admin/dashboard/health?trip_id=${world.tripId}` }),
    expect: adminOnly(),
  },
  'GET /api/admin/dashboard/health/missing': {
    call: (world) => ({ url: `/api/admin/dashboard/health/missing?trip_id=${world.tripId}` }),
    expect: adminOnly(),
  },
  'POST /api/admin/travellers/:id/health/reminder': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/health/reminder`, payload: {} }),
    expect: adminOnly(),
  },
  'POST /api/admin/dashboard/health/reminders': {
    call: (world) => ({
      url: '/api/admin/dashboard/health/reminders',
      payload: { tripId: world.tripId, departureId: world.departureId },
    }),
    expect: adminOnly(),
  },
});
