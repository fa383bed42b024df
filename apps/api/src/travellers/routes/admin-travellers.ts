import {
  adminTravellerSchema,
  identityDocumentAccess,
  isUuid,
  travellerListPageSchema,
  travellerListQuerySchema,
  type AdminTraveller,
  type StaffRole,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { escortDepartures } from '../../accounts/auth/staff-guard.ts';
import { listTravellerPage } from '../queries/traveller-list.ts';
import { findAdminTraveller, listRelatedTravellers, type TravellerFilter } from '../queries/travellers.ts';
import { requireTrip } from '../../trips/queries/trips.ts';

/**
 * The travellers lists (docs/product/admin.md#lists), one page each with the total that match: the two the
 * specification names keep its addresses (`/api/registrations`, `/api/registrations/pending`); the deleted ones
 * are a staff list like any other, under `/api/admin/`.
 */
const LISTS: { path: string; filter: TravellerFilter; summary: string }[] = [
  {
    path: '/registrations/pending',
    filter: 'pending',
    summary: 'One page of the registrations waiting for review (oldest first unless `sort`), with the total',
  },
  {
    path: '/registrations',
    filter: 'registrations',
    summary: 'One page of the registrations of the trip except deleted ones (by name unless `sort`), with the total',
  },
  {
    path: '/admin/travellers/deleted',
    filter: 'deleted',
    summary: 'One page of the deleted travellers, with the status a restore goes back to, with the total',
  },
];

/** A traveller's record without the identity document's files or details the role does not read. */
function forRole(role: StaffRole | undefined): (traveller: AdminTraveller) => AdminTraveller {
  const access = identityDocumentAccess(role);
  return (traveller) => ({
    ...traveller,
    documents: access.files ? traveller.documents : [],
    ...(access.details
      ? {}
      : { idDocumentType: null, idDocumentNumber: null, idDocumentExpiresOn: null, idDocumentIssuingCountry: null }),
  });
}

const travellerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of LISTS) {
    app.get(
      list.path,
      {
        schema: {
          tags: ['admin'],
          summary: list.summary,
          security: adminSecurity,
          querystring: travellerListQuerySchema,
          response: { 200: travellerListPageSchema, ...adminErrors },
        },
      },
      async (request) => {
        const trip = await requireTrip(app.db, request.query.trip_id);
        return listTravellerPage(app.db, trip, list.filter, request.query, escortDepartures(request));
      },
    );
  }

  app.get(
    '/admin/travellers/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'One traveller in full (any status), with the travellers its page compares it with: its school’s live ones and the one it may duplicate',
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({ traveller: adminTravellerSchema, related: adminTravellerSchema.array() }),
          ...adminGuardErrors,
          ...errorResponses({ 404: 'No such traveller' }),
        },
      },
    },
    async (request) => {
      const traveller = isUuid(request.params.id) ? await findAdminTraveller(app.db, request.params.id) : undefined;
      if (!traveller) throw notFound('Traveller');
      const related = await listRelatedTravellers(app.db, traveller);
      const shown = forRole(request.staffGrant?.role);
      // An escort is shown nothing of another departure, not even the possible duplicate compared with
      // (docs/product/staff-roles.md#escorts).
      const departureIds = escortDepartures(request);
      if (departureIds === null) return { traveller: shown(traveller), related: related.map(shown) };
      const visible = related.filter((other) => other.departureId !== null && departureIds.includes(other.departureId));
      const duplicateVisible = visible.some((other) => other.id === traveller.possibleDuplicateOfId);
      return {
        traveller: shown(duplicateVisible ? traveller : { ...traveller, possibleDuplicateOfId: null }),
        related: visible.map(shown),
      };
    },
  );
};

export default travellerRoutes;
