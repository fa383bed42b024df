import { changeRequests } from '../../../src/db/schema/index.ts';
import { adminOnly, ofFamilyA, type Entry } from './matrix-check.ts';
import { trip } from './matrix-kit.ts';
import type { World } from './matrix-world.ts';

/**
 * The rows of the route-by-role matrix for corrections by the family (docs/product/corrections.md): the family's
 * own registration only (another family 404, staff 403); deciding under the student form's capability, a
 * registration's requests read with its record.
 */
export const correctionsMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => {
  /** A request of guardian A's traveller waiting for staff, a new one per call. */
  const waitingOf = async (w: World, travellerId: string) => {
    const [row] = await w.db
      .insert(changeRequests)
      .values({ travellerId, changes: [{ field: 'city', from: 'Limassol', to: 'Paphos' }], sentByName: 'Matrix' })
      .returning({ id: changeRequests.id });
    return row!.id;
  };
  const waiting = async (w: World) => waitingOf(w, await approvedOfA(w));
  return {
    'GET /api/my/travellers/:id/corrections': ofFamilyA(async (w) => ({
      url: `/api/my/travellers/${await approvedOfA(w)}/corrections`,
    })),
    'PATCH /api/my/travellers/:id/details': ofFamilyA(async (w) => ({
      url: `/api/my/travellers/${await approvedOfA(w)}/details`,
      payload: {
        details: {
          guardianName: 'Eleni Georgiou',
          phone: '+357 99 123456',
          city: 'Paphos',
          district: 'paphos',
          roommates: [],
        },
      },
    })),
    'POST /api/my/travellers/:id/change-requests/:requestId/withdraw': ofFamilyA(async (w) => {
      const travellerId = await approvedOfA(w);
      return { url: `/api/my/travellers/${travellerId}/change-requests/${await waitingOf(w, travellerId)}/withdraw` };
    }),
    'GET /api/admin/change-requests': { call: trip('/api/admin/change-requests'), expect: adminOnly() },
    'GET /api/admin/travellers/:id/change-requests': {
      call: async (w) => ({ url: `/api/admin/travellers/${await approvedOfA(w)}/change-requests` }),
      expect: adminOnly(),
    },
    'POST /api/admin/change-requests/:id/approve': {
      call: async (w) => ({ url: `/api/admin/change-requests/${await waiting(w)}/approve`, payload: {} }),
      expect: adminOnly(),
    },
    'POST /api/admin/change-requests/:id/refuse': {
      call: async (w) => ({
        url: `/api/admin/change-requests/${await waiting(w)}/refuse`,
        payload: { reason: 'Matrix' },
      }),
      expect: adminOnly(),
    },
  };
};
