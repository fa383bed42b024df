import { ofFamilyA, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The family's printable confirmation (docs/product/my-voyage.md#printable-confirmation): guardian A's own approved
 * registration; guardian B, naming it, finds nothing; staff have the registration's page instead.
 */
export const confirmationMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'GET /api/my/travellers/:id/confirmation.pdf': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/confirmation.pdf`,
  })),
});
