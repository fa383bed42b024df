import { adminOnly, ofFamilyA, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The readiness rows of the route-by-role matrix (docs/product/readiness.md): a child's checklist for its own
 * family (guardian B 404), the checklist on the registration screen and the board for staff; escorts of other
 * departures and read-only staff are in test/readiness/readiness.test.ts.
 */
export const readinessMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/my/travellers/:id/checklist': ofFamilyA(async (w) => ({
    url: `/api/my/travellers/${await approvedOfA(w)}/checklist`,
  })),
  'GET /api/admin/travellers/:id/checklist': {
    call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/checklist` }),
    expect: adminOnly(),
  },
  'GET /api/admin/departures/:id/readiness': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/readiness` }),
    expect: adminOnly(),
  },
  'GET /api/admin/departures/:id/readiness/export': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/readiness/export?lang=el` }),
    expect: adminOnly(),
  },
  'POST /api/admin/departures/:id/readiness/reminders': {
    call: (world) => ({
      url: `/api/admin/departures/${world.departureId}/readiness/reminders`,
      payload: { item: 'health' },
    }),
    expect: adminOnly(),
  },
});
