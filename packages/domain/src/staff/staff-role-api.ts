import { z } from 'zod';
import { CAPABILITIES, STAFF_ROLES, type StaffRole } from './staff-roles.ts';

/** An escort accompanies at least one departure; other roles none (docs/product/staff-roles.md). */
export const MAX_ESCORT_DEPARTURES = 50;

/** A role and, for an escort, their departures: chosen at invitation, changed by an administrator. */
export const staffGrantFields = {
  role: z.enum(STAFF_ROLES, { error: 'validation.required' }),
  departureIds: z.array(z.number().int().positive()).max(MAX_ESCORT_DEPARTURES),
};
export type StaffGrant = { role: StaffRole; departureIds: number[] };

/** An escort names at least one departure (the invitation's and the role change's check). */
export function escortHasDepartures(grant: StaffGrant, context: z.RefinementCtx): void {
  if (grant.role === 'escort' && grant.departureIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['departureIds'], message: 'validation.escortDepartures' });
  }
}

/** The grant as stored: an escort's departures once each and in order, none for another role. */
export function normalGrant(grant: StaffGrant): StaffGrant {
  const departureIds = grant.role === 'escort' ? [...new Set(grant.departureIds)].sort((a, b) => a - b) : [];
  return { role: grant.role, departureIds };
}

/** `PUT /api/admin/administrators/:userId/role`: the new role, and an escort's departures. */
export const staffGrantSchema = z.object(staffGrantFields).superRefine(escortHasDepartures);

/** What the signed-in staff member may use, for the screens to show only that (`GET /api/session`). */
export const staffAccessSchema = z.object({
  role: z.enum(STAFF_ROLES),
  departureIds: z.array(z.number().int()),
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type StaffAccess = z.infer<typeof staffAccessSchema>;
