import { adminOnly, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The rows of the files made of health records (docs/product/health.md#meal-list, #medical-card): staff only
 * (escorts of other departures and roles without the health capabilities are in test/health/health-files.test.ts).
 */
export const healthFilesMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/admin/departures/:id/meal-list': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/meal-list?format=xlsx` }),
    expect: adminOnly(),
  },
  'GET /api/admin/travellers/:id/medical-card': {
    call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/medical-card` }),
    expect: adminOnly(),
  },
});
