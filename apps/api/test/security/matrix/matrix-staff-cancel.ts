import { adminOnly, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * Staff cancelling an approved registration (docs/product/review.md#cancellation-by-staff): staff only, each
 * role's call naming an approved registration of its own, so only the admin's cancels.
 */
export const staffCancelMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/admin/travellers/:id/cancellation': {
    call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/cancellation` }),
    expect: adminOnly(),
  },
  'POST /api/admin/travellers/:id/cancel': {
    call: async (w) => ({
      url: `/api/admin/travellers/${await approvedOfA(w)}/cancel`,
      payload: { expectedStatus: 'approved', reason: 'Matrix' },
    }),
    expect: adminOnly(),
  },
});
