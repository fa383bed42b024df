import { eq } from 'drizzle-orm';
import { healthAddenda, travellers } from '../../../src/db/schema/index.ts';
import { seal } from '../../../src/health/health-cipher.ts';
import { adminOnly, ofFamilyA, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The rows of the route-by-role matrix for changes sent after the freeze (docs/product/health.md#changes-after-the-freeze):
 * the family's own approved traveller only (another family 404, staff 403), the staff routes under the health
 * capability. A change is sent for a traveller of the past trip, whose record is long frozen.
 */
export const addendaMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => {
  /** A waiting change of guardian A's traveller, a new one per call. */
  const waitingAddendum = async (w: World) => {
    const [row] = await w.db
      .insert(healthAddenda)
      .values({ travellerId: await approvedOfA(w), text: seal(w.app.healthDataKey, 'Matrix'), sentByName: 'Matrix' })
      .returning({ id: healthAddenda.id });
    return row!.id;
  };
  /** An approved traveller of guardian A on the past trip: its record is frozen. */
  const frozenOfA = async (w: World) => {
    const id = await approvedOfA(w);
    await w.db.update(travellers).set({ tripId: w.pastTripId }).where(eq(travellers.id, id));
    return id;
  };
  return {
    'GET /api/my/travellers/:id/health/addenda': ofFamilyA(async (w) => ({
      url: `/api/my/travellers/${await approvedOfA(w)}/health/addenda`,
    })),
    'POST /api/my/travellers/:id/health/addenda': ofFamilyA(
      async (w) => ({
        url: `/api/my/travellers/${await frozenOfA(w)}/health/addenda`,
        payload: { text: 'Matrix' },
      }),
      201,
    ),
    'GET /api/admin/health/addenda': {
      call: (w) => ({ url: `/api/admin/health/addenda?trip_id=${w.tripId}&status=waiting` }),
      expect: adminOnly(),
    },
    'GET /api/admin/travellers/:id/health/addenda': {
      call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/health/addenda` }),
      expect: adminOnly(),
    },
    'POST /api/admin/health/addenda/:id/acknowledge': {
      call: async (w) => ({ url: `/api/admin/health/addenda/${await waitingAddendum(w)}/acknowledge`, payload: {} }),
      expect: adminOnly(),
    },
  };
};
