import { adminOnly, type Entry } from './matrix-check.ts';
import { extraAdmin } from '../account-links.ts';

/** The staff roles' rows of the route-by-role matrix (docs/product/staff-roles.md): administrators only. */
export const staffRoleMatrix: Record<string, Entry> = {
  'PUT /api/admin/administrators/:userId/role': {
    // A staff member of its own per call, made read-only, so no call meets one revoked or demoted before.
    call: async (world) => ({
      url: `/api/admin/administrators/${await extraAdmin(world.db)}/role`,
      payload: { role: 'readonly', departureIds: [] },
    }),
    expect: adminOnly(204),
  },
};
