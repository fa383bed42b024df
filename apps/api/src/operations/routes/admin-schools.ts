import {
  apiErrorSchema,
  registrationCodeRenewalBodySchema,
  schoolChangeBodySchema,
  schoolFormSchema,
  schoolSchema,
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
import { listSchools } from '../queries/schools.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { changeSchool } from '../services/change-school.ts';
import { createSchool } from '../services/create-school.ts';
import { renewRegistrationCode } from '../services/renew-registration-code.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A change of one school, answered with the school as it now is; 409 when it changed meanwhile. */
function schoolChange<const Body extends z.ZodType>(summary: string, body: Body, invalid: string) {
  return {
    tags: ['admin'],
    summary,
    security: adminSecurity,
    params,
    body,
    response: {
      200: schoolSchema,
      ...errorResponses({ 400: invalid, 404: 'No such school' }),
      409: orPlacesRefusal(
        apiErrorSchema,
        'Changed since `expectedUpdatedAt` (CONFLICT), or its approved travellers would not fit its new departure (OVER_CAPACITY, with details)',
      ),
      ...adminGuardErrors,
    },
  };
}

/** The trip's schools; staff add and change them (docs/product/schools-and-departures.md#schools). */
const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/schools',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's schools with their registration codes and contact teachers, by name",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: schoolSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listSchools(app.db, trip.id);
    },
  );

  app.post(
    '/admin/schools',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a school to the trip with a new registration code; audited',
        security: adminSecurity,
        querystring: tripQuerySchema,
        body: schoolFormSchema,
        response: {
          201: schoolSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED with fieldErrors), a departure of another trip included',
            404: 'No such trip',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const trip = await requireTrip(app.db, request.query.trip_id);
      const school = await createSchool({
        db: app.db,
        tripId: trip.id,
        school: request.body,
        actorUserId: actor.id,
        ...requestOrigin(request),
      });
      return reply.code(201).send(school);
    },
  );

  app.patch(
    '/admin/schools/:id',
    {
      schema: schoolChange(
        "Changes a school's name, district, contact teacher and departure; audited with the names of the fields changed",
        schoolChangeBodySchema,
        'A field missing or not valid (VALIDATION_FAILED with fieldErrors), a departure of another trip included',
      ),
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return changeSchool({
        db: app.db,
        schoolId: request.params.id,
        ...request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );

  app.post(
    '/admin/schools/:id/registration-code',
    {
      schema: schoolChange(
        'Gives the school a new registration code; the old one stops working at once. Audited',
        registrationCodeRenewalBodySchema,
        'Body not valid (VALIDATION_FAILED)',
      ),
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      return renewRegistrationCode({
        db: app.db,
        schoolId: request.params.id,
        ...request.body,
        actorUserId: actor.id,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default schoolRoutes;
