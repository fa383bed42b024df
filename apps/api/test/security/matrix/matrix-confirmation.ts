import { adminOnly, ofFamilyA, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The family's printable confirmation (docs/product/my-voyage.md#printable-confirmation): guardian A's own approved
 * registration; guardian B, naming it, finds nothing. Staff who handle the money have the same under /api/admin/.
 */
export const confirmationMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/my/travellers/:id/confirmation.pdf': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/confirmation.pdf`,
  })),
  'GET /api/admin/travellers/:id/confirmation.pdf': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/confirmation.pdf` }),
    expect: adminOnly(),
  },
});
