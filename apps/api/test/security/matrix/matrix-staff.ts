import { eq } from 'drizzle-orm';
import { trips } from '../../../src/db/schema/index.ts';
import { adminOnly, type Entry } from './matrix-check.ts';
import { extraAdmin, uniqueEmail } from '../account-links.ts';
import {
  MATRIX_DEPARTURE,
  MATRIX_SCHOOL,
  matrixDeparture,
  matrixSchool,
  matrixTripName,
  registration,
  review,
  trip,
  waiting,
  WELL_FORMED_DETAILS,
} from './matrix-kit.ts';

/** The staff rows of the route-by-role matrix: lists, a traveller's record and review, schools, trips, staff. */
export const staffMatrix: Record<string, Entry> = {
  // Staff data.
  'GET /api/students': { call: trip('/api/students'), expect: adminOnly() },
  'GET /api/registrations': { call: trip('/api/registrations'), expect: adminOnly() },
  'GET /api/registrations/pending': { call: trip('/api/registrations/pending'), expect: adminOnly() },
  'GET /api/schools': { call: trip('/api/schools'), expect: adminOnly() },
  'GET /api/departures': { call: trip('/api/departures'), expect: adminOnly() },
  // Schools and departures (docs/product/schools-and-departures.md).
  'POST /api/admin/schools': {
    call: (world) => ({ url: `/api/admin/schools?trip_id=${world.tripId}`, payload: MATRIX_SCHOOL }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/schools/:id': {
    call: async (world) => ({ url: `/api/admin/schools/${await matrixSchool(world)}`, payload: MATRIX_SCHOOL }),
    expect: adminOnly(),
  },
  'POST /api/admin/schools/:id/registration-code': {
    call: async (world) => ({ url: `/api/admin/schools/${await matrixSchool(world)}/registration-code`, payload: {} }),
    expect: adminOnly(),
  },
  'POST /api/admin/departures': {
    call: (world) => ({ url: `/api/admin/departures?trip_id=${world.tripId}`, payload: MATRIX_DEPARTURE }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/departures/:id': {
    call: async (world) => ({
      url: `/api/admin/departures/${await matrixDeparture(world)}`,
      payload: MATRIX_DEPARTURE,
    }),
    expect: adminOnly(),
  },
  'GET /api/dashboard': { call: trip('/api/dashboard'), expect: adminOnly() },
  'GET /api/admin/travellers/deleted': { call: trip('/api/admin/travellers/deleted'), expect: adminOnly() },
  // Guardian A's own registration: its full staff view is staff only (families have their own call).
  'GET /api/admin/travellers/:id': {
    call: (world) => ({ url: `/api/admin/travellers/${world.familyA.travellers[0]!.id}` }),
    expect: adminOnly(),
  },
  // Guardian A's own registration: its timeline is still staff only here (families have their own call).
  'GET /api/admin/travellers/:id/timeline': {
    call: (world) => ({ url: `/api/admin/travellers/${world.familyA.travellers[0]!.id}/timeline` }),
    expect: adminOnly(),
  },
  'GET /api/admin/audit': { call: () => ({ url: '/api/admin/audit' }), expect: adminOnly() },
  // Each role's call names a registration of its own in the status the call moves from: only the admin's moves.
  'POST /api/admin/travellers/:id/approve': review('approve', { expectedStatus: 'pending' }),
  'POST /api/admin/travellers/:id/reject': review('reject', { expectedStatus: 'pending', reason: 'Matrix' }),
  'POST /api/admin/travellers/:id/delete': review('delete', { expectedStatus: 'pending', reason: 'Matrix' }),
  'POST /api/admin/travellers/:id/restore': review(
    'restore',
    { expectedStatus: 'deleted' },
    { status: 'deleted', statusBeforeDeletion: 'pending' },
  ),
  'POST /api/admin/travellers/:id/consent-deadline': review(
    'consent-deadline',
    { deadline: '2099-02-01', reason: 'Matrix' },
    { status: 'approved', consentDeadline: '2099-01-01' },
  ),
  'POST /api/admin/travellers/approve': {
    call: async (world) => ({ url: '/api/admin/travellers/approve', payload: { ids: [await registration(world)] } }),
    expect: adminOnly(),
  },
  'GET /api/admin/outbox': { call: () => ({ url: '/api/admin/outbox' }), expect: adminOnly() },
  'GET /api/admin/outbox/:id': {
    call: (world) => ({ url: `/api/admin/outbox/${world.outboxId}` }),
    expect: adminOnly(),
  },
  'POST /api/admin/travellers/:id/account-link': {
    call: (world) => ({ url: `/api/admin/travellers/${world.spareTraveller().id}/account-link`, payload: {} }),
    expect: adminOnly(201),
  },
  // Family A's e-mail is confirmed already: the admin is told so, and nothing is sent.
  'POST /api/admin/travellers/:id/confirmation-link': {
    call: (world) => ({
      url: `/api/admin/travellers/${world.familyA.travellers[0]!.id}/confirmation-link`,
      payload: {},
    }),
    expect: adminOnly(409),
  },
  'GET /api/admin/administrators': { call: () => ({ url: '/api/admin/administrators' }), expect: adminOnly() },
  'POST /api/admin/administrators/invitations': {
    call: (world) => ({
      url: '/api/admin/administrators/invitations',
      payload: { email: uniqueEmail('invited'), locale: 'el', role: 'escort', departureIds: [world.departureId] },
    }),
    expect: adminOnly(201),
  },
  'DELETE /api/admin/administrators/invitations/:id': {
    call: (world) => ({ url: `/api/admin/administrators/invitations/${world.invitationId}` }),
    expect: adminOnly(204),
  },
  'POST /api/admin/administrators/:userId/two-factor/reset': {
    // An admin of its own per call, so the reset never meets one revoked above.
    call: async (world) => ({
      url: `/api/admin/administrators/${await extraAdmin(world.db)}/two-factor/reset`,
      payload: {},
    }),
    expect: adminOnly(204),
  },
  'DELETE /api/admin/administrators/:userId': {
    call: (world) => ({ url: `/api/admin/administrators/${world.extraAdminId}` }),
    expect: adminOnly(204),
  },

  // The student form (docs/product/documents.md#student-form): staff correct a registration's details.
  'PATCH /api/admin/travellers/:id/details': {
    call: async (world) => {
      const { registrationCode: _code, ...details } = WELL_FORMED_DETAILS;
      return { url: `/api/admin/travellers/${await registration(world)}/details`, payload: { details } };
    },
    expect: adminOnly(),
  },
  // Trips (docs/product/trips.md): a blank trip of a name no other run uses; the active trip edited and
  // activated with what it already has, so the other entries find it as it was.
  'POST /api/admin/trips': {
    call: () => ({
      url: '/api/admin/trips',
      payload: { name: { el: matrixTripName(), en: matrixTripName() }, year: 2060 },
    }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/trips/:id': {
    call: async (world) => {
      const [row] = await world.db.select().from(trips).where(eq(trips.id, world.tripId));
      return {
        url: `/api/admin/trips/${world.tripId}`,
        payload: { changes: { capacity: row!.capacity }, expectedUpdatedAt: row!.updatedAt.toISOString() },
      };
    },
    expect: adminOnly(),
  },
  'POST /api/admin/trips/:id/activate': {
    call: (world) => ({ url: `/api/admin/trips/${world.tripId}/activate`, payload: {} }),
    expect: adminOnly(),
  },
  'GET /api/admin/waiting-list': { call: trip('/api/admin/waiting-list'), expect: adminOnly() },
  // A registration waiting on the list for each call; staff offer it a free place with a reason.
  'POST /api/admin/waiting-list/:travellerId/offer': {
    call: async (world) => ({
      url: `/api/admin/waiting-list/${await waiting(world)}/offer`,
      payload: { reason: 'Sibling of a traveller' },
    }),
    expect: adminOnly(204),
  },
  'GET /api/admin/erasure-requests': { call: trip('/api/admin/erasure-requests'), expect: adminOnly() },
  'POST /api/admin/travellers/:id/erase': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await registration(world)}/erase`,
      payload: { scope: 'traveller' },
    }),
    expect: adminOnly(),
  },
  'GET /api/admin/trips/:id/retention': {
    call: (world) => ({ url: `/api/admin/trips/${world.tripId}/retention` }),
    expect: adminOnly(),
  },
};
