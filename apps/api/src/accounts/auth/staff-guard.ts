import { hasCapability, seesDeparture, type Capability, type StaffGrant } from '@voyage/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { findStaffGrant, travellerDeparture } from '../queries/staff-roles.ts';

/**
 * How an escort's route keeps to their departures (docs/product/staff-roles.md#escorts): the traveller or
 * departure named by `:id` must be one of theirs (404 otherwise), or the list is filtered by the handler
 * (`escortDepartures`). A route without one is refused to escorts whatever its capability.
 */
export type EscortScope = 'traveller' | 'departure' | 'list';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What of the staff area the route belongs to (set where it is registered: admin-routes.ts). */
    capability?: Capability;
    escortScope?: EscortScope;
  }
  interface FastifyRequest {
    /** The staff member's role and departures, once the staff guard has run. */
    staffGrant: StaffGrant | null;
  }
}

export const roleNotIncluded = () => new HttpError(403, 'ROLE_NOT_INCLUDED', 'Your role does not include this');

async function requireEscortSees(app: FastifyInstance, request: FastifyRequest, grant: StaffGrant): Promise<void> {
  const scope = request.routeOptions.config.escortScope;
  if (!scope) throw roleNotIncluded();
  if (scope === 'list') return;
  const id = (request.params as { id?: string }).id ?? '';
  const departureId = scope === 'departure' ? Number(id) : await travellerDeparture(app.db, id);
  if (departureId === undefined || !seesDeparture(grant, Number.isInteger(departureId) ? departureId : null)) {
    throw notFound(scope === 'departure' ? 'Departure' : 'Traveller');
  }
}

/**
 * The staff subtree's second check, after `requireRole('admin')` (session, staff, two-factor): the route's
 * capability must be the role's (403 `ROLE_NOT_INCLUDED`), and for an escort the traveller or departure named
 * must be one of theirs (404, so nothing of another departure shows). A route that names no capability is
 * refused to everyone: nothing reaches staff without someone deciding who may use it.
 */
export function staffGuard(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    const user = request.resolvedSessionUser;
    if (!user) throw forbidden();
    const grant = await findStaffGrant(app.db, user.id);
    request.staffGrant = grant;
    const capability = request.routeOptions.config.capability;
    if (!grant) throw forbidden();
    if (!capability || !hasCapability(grant.role, capability)) throw roleNotIncluded();
    if (grant.role === 'escort') await requireEscortSees(app, request, grant);
  };
}

/** The departures a list keeps to: an escort's, or null for every departure. */
export function escortDepartures(request: FastifyRequest): number[] | null {
  const grant = request.staffGrant;
  return grant?.role === 'escort' ? grant.departureIds : null;
}
