import { adminOnly, ofFamilyA, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The health record's rows of the route-by-role matrix (docs/product/health.md): the family's own approved
 * traveller only (another family 404, staff 403 on the family's routes); the staff reads administrators only.
 */
export const healthMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/my/travellers/:id/health': ofFamilyA(async (w) => ({
    url: `/api/my/travellers/${await approvedOfA(w)}/health`,
  })),
  'PUT /api/my/travellers/:id/health': ofFamilyA(async (w) => ({
    url: `/api/my/travellers/${await approvedOfA(w)}/health`,
    payload: { allergies: [] },
  })),
  'GET /api/admin/travellers/:id/health/flags': {
    call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/health/flags` }),
    expect: adminOnly(),
  },
  'GET /api/admin/travellers/:id/health': {
    call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/health` }),
    expect: adminOnly(),
  },
});
