import { escortDepartures } from '../../accounts/auth/staff-guard.ts';
import {
  apiErrorSchema,
  departureChangeBodySchema,
  departureFormSchema,
  departureSchema,
  tripQuerySchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/audit.ts';
import {
  adminErrors,
  adminGuardErrors,
  adminSecurity,
  errorResponses,
  orPlacesRefusal,
} from '../../lib/route-schemas.ts';
import { listDepartures } from '../queries/departures.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { changeDeparture } from '../services/change-departure.ts';
import { createDeparture } from '../services/create-departure.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const fieldsRefused =
  'A field missing or not valid (VALIDATION_FAILED, fieldErrors keyed `flights.0.arrivalTime`): IATA codes, a flight on its direction’s day, landing after leaving, a school of another trip';

/** The trip's departures; staff create and change them (docs/product/schools-and-departures.md#departures). */
const departureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/departures',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's departures with schools, head-counts and escorts, by outbound date",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: departureSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      const departureIds = escortDepartures(request);
      const all = await listDepartures(app.db, trip.id);
      return departureIds === null ? all : all.filter((departure) => departureIds.includes(departure.id));
    },
  );

  app.post(
    '/admin/departures',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a departure of the trip with its flights, schools, escorts and seats; audited',
        security: adminSecurity,
        querystring: tripQuerySchema,
        body: departureFormSchema,
        response: {
          201: departureSchema,
          ...errorResponses({ 400: fieldsRefused, 404: 'No such trip' }),
          409: orPlacesRefusal(
            apiErrorSchema,
            'Its schools bring more approved travellers than its seats (OVER_CAPACITY)',
          ),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const trip = await requireTrip(app.db, request.query.trip_id);
      const departure = await createDeparture({
        db: app.db,
        tripId: trip.id,
        departure: request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
      return reply.code(201).send(departure);
    },
  );

  app.patch(
    '/admin/departures/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Changes a departure's label, dates, carrier, hotel, flights, schools, escorts and seats; audited with the names of the fields changed",
        security: adminSecurity,
        params,
        body: departureChangeBodySchema,
        response: {
          200: departureSchema,
          ...errorResponses({
            400: fieldsRefused,
            404: 'No such departure',
          }),
          409: orPlacesRefusal(
            apiErrorSchema,
            'Changed since `expectedUpdatedAt` (CONFLICT), or seats fewer than the approved travellers it carries (OVER_CAPACITY, with details)',
          ),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return changeDeparture({
        db: app.db,
        departureId: request.params.id,
        ...request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default departureRoutes;
