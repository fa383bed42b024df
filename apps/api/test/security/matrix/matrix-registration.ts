import { everyone, type Entry } from './matrix-check.ts';
import { mintAccountLink } from '../account-links.ts';
import { trip, WELL_FORMED_DETAILS } from './matrix-kit.ts';

/** Account links and the registration in progress: rows of the route-by-role matrix anyone may call. */
export const registrationMatrix: Record<string, Entry> = {
  // Account links: the token in the link is the permission, whoever holds it.
  'POST /api/accounts/link': {
    call: (world) => ({ url: '/api/accounts/link', payload: { token: world.guardianLink.token } }),
    expect: everyone(200),
  },
  'POST /api/accounts': {
    // Each role uses a link of its own (a link works once), for a family that has no account yet.
    call: async (world) => {
      const traveller = world.spareTraveller();
      const { token } = await mintAccountLink(world.db, {
        purpose: 'guardian-account',
        email: traveller.email,
        travellerId: traveller.id,
      });
      const password = 'a family password for the matrix';
      return {
        url: '/api/accounts',
        payload: {
          type: 'guardian',
          token,
          travellerId: traveller.id,
          name: 'New guardian',
          password,
          passwordConfirm: password,
        },
      };
    },
    expect: everyone(201),
  },

  // The registration in progress is the browser's, found by its draft cookie: with none, there is nothing to change.
  'POST /api/registration/draft/document': {
    call: () => ({ url: '/api/registration/draft/document', payload: {} }),
    expect: everyone(404),
  },
  'DELETE /api/registration/draft/document': {
    call: () => ({ url: '/api/registration/draft/document' }),
    expect: everyone(404),
  },
  'POST /api/registration/code-check': {
    // Anyone may ask whether a code opens the registration; nothing is written, a wrong code is an answer.
    call: (world) => ({
      url: '/api/registration/code-check',
      payload: { tripId: world.tripId, registrationCode: 'ZZZZ-ZZZZ' },
    }),
    expect: everyone(200),
  },
  'POST /api/registration/start': {
    // Whoever types a school's code gets a registration of their own (the draft cookie), signed in or not.
    call: async (world) => {
      const school = await world.db.query.schools.findFirst({
        where: (schools, { eq }) => eq(schools.id, world.schoolId),
      });
      return {
        url: '/api/registration/start',
        payload: { tripId: world.tripId, registrationCode: school!.registrationCode },
      };
    },
    expect: everyone(201),
  },
  'GET /api/registration/draft': { call: trip('/api/registration/draft'), expect: everyone(200) },
  'PUT /api/registration/draft': {
    call: () => ({ url: '/api/registration/draft', payload: { details: {} } }),
    expect: everyone(404),
  },
  'POST /api/registration/draft/details': {
    call: () => ({ url: '/api/registration/draft/details', payload: { details: WELL_FORMED_DETAILS } }),
    expect: everyone(404),
  },
  'DELETE /api/registration/draft': { call: () => ({ url: '/api/registration/draft' }), expect: everyone(204) },
  'POST /api/registration/submit': { call: () => ({ url: '/api/registration/submit' }), expect: everyone(404) },
  // The e-mailed confirmation link: its token is the permission, whoever holds it; a made-up one is unknown.
  'POST /api/registration/confirmation': {
    call: () => ({ url: '/api/registration/confirmation', payload: { token: 'D'.repeat(43) } }),
    expect: everyone(404),
  },
  'POST /api/registration/confirmation/complete': {
    call: () => ({
      url: '/api/registration/confirmation/complete',
      payload: { token: 'D'.repeat(43), details: WELL_FORMED_DETAILS },
    }),
    expect: everyone(404),
  },
  'POST /api/registration/confirmation/renew': {
    call: () => ({ url: '/api/registration/confirmation/renew', payload: { token: 'D'.repeat(43) } }),
    expect: everyone(404),
  },
};
