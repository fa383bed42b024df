import { randomUUID } from 'node:crypto';
import { tripDate } from '@voyage/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  departures,
  documents,
  refunds,
  schools,
  travellers,
  trips,
  waitingListEntries,
} from '../../src/db/schema/index.ts';
import * as corpus from '../files/corpus.ts';
import { insertDocument } from '../documents/document-kit.ts';
import { multipartBody } from '../files/upload-kit.ts';
import { DEPOSIT, insertPendingPayment } from '../payments/payment-kit.ts';
import { adminOnly, checkEntry, everyone, ofFamilyA, signedIn, type Entry } from './matrix-check.ts';
import { extraAdmin, mintAccountLink, uniqueEmail } from './account-links.ts';
import { removeMatrixStatements, statementMatrix } from './matrix-statements.ts';
import { waitlistMatrix } from './matrix-waitlist.ts';
import { drawMatrix } from './matrix-draw.ts';
import { staffRoleMatrix } from './matrix-staff-roles.ts';
import { healthMatrix } from './matrix-health.ts';
import { healthFilesMatrix } from './matrix-healthfiles.ts';
import { healthDashboardMatrix } from './matrix-healthdash.ts';
import { addendaMatrix } from './matrix-addenda.ts';
import { staffCancelMatrix } from './matrix-staff-cancel.ts';
import { setupMatrixWorld, STATIC_FILE, type MatrixRole, type World } from './matrix-world.ts';

/**
 * A traveller's details that pass the body's schema, so a route answers on rights (no draft, no link:
 * 404) rather than on the body (400).
 */
const WELL_FORMED_DETAILS = {
  firstName: 'MARIA',
  lastName: 'GEORGIOU',
  gender: 'female',
  dateOfBirth: '2012-01-15',
  nationality: 'CY',
  city: 'Limassol',
  district: 'lemesos',
  phone: '+357 99 123456',
  language: 'en',
  guardianName: 'Eleni Georgiou',
  guardianEmail: 'eleni.georgiou@example.org',
  roommates: [],
  registrationCode: 'ABCD-EFGH',
};
/** Departures of their own for the rooming changes (each call starts from a rooming never changed). */
const madeDepartures: number[] = [];
async function roomingDeparture(world: World, locked = false): Promise<number> {
  const [row] = await world.db
    .insert(departures)
    .values({
      tripId: world.tripId,
      label: { el: 'Μήτρα', en: 'Matrix' },
      outboundDate: '2027-04-10',
      inboundDate: '2027-04-15',
      carrier: 'Matrix Air',
      hotel: 'Matrix Hotel',
      flights: [],
      ...(locked ? { roomingLockedAt: new Date() } : {}),
    })
    .returning({ id: departures.id });
  madeDepartures.push(row!.id);
  return row!.id;
}
const roomingChange =
  (action: string, locked = false) =>
  async (world: World) => ({
    url: `/api/admin/departures/${await roomingDeparture(world, locked)}/rooming/${action}`,
    payload: { expectedUpdatedAt: null },
  });

/**
 * The route-by-role matrix (docs/product/security.md#route-by-role-matrix): every route the server registers, called as
 * nobody, as two guardians of unrelated families and as an admin, must answer the status written here. A route missing
 * from the table fails the run, so nothing reaches production without someone deciding who may call it.
 */

const trip = (path: string) => (world: World) => ({ url: `${path}?trip_id=${world.tripId}` });

/** Registrations the review calls act on, made for each call and removed after the run (PostgreSQL shares one database). */
const madeRegistrations: string[] = [];
async function registration(world: World, fields: Partial<typeof travellers.$inferInsert> = {}): Promise<string> {
  const [row] = await world.db
    .insert(travellers)
    .values({
      tripId: world.tripId,
      schoolId: world.schoolId,
      firstName: 'MATRIX',
      lastName: 'REVIEW',
      gender: 'female',
      dateOfBirth: '2012-01-15',
      nationality: 'CY',
      city: 'Limassol',
      district: 'lemesos',
      phone: '+357 99 123456',
      language: 'en',
      guardianName: 'Matrix Review',
      guardianEmail: uniqueEmail('review'),
      emailConfirmedAt: new Date(),
      ...fields,
    })
    .returning({ id: travellers.id });
  madeRegistrations.push(row!.id);
  return row!.id;
}
/** A registration of guardian A's family with an open offer from the waiting list, for each call. */
let offeredPosition = 900_000 + Math.floor(Math.random() * 90_000);
async function waiting(world: World): Promise<string> {
  const travellerId = await registration(world);
  offeredPosition += 1;
  await world.db.insert(waitingListEntries).values({
    travellerId,
    tripId: world.tripId,
    position: offeredPosition,
    siblingGroup: `matrix-${offeredPosition}`,
  });
  return travellerId;
}
async function offered(world: World): Promise<string> {
  const travellerId = await registration(world, { guardianEmail: world.familyA.email });
  offeredPosition += 1;
  await world.db.insert(waitingListEntries).values({
    travellerId,
    tripId: world.tripId,
    position: offeredPosition,
    siblingGroup: world.familyA.email,
    state: 'offered',
    offeredAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return travellerId;
}
/** A refund owed to a cancelled registration of its own (removed with it), with the paying account known. */
async function owedRefund(world: World): Promise<string> {
  const travellerId = await registration(world, { status: 'cancelled', statusReason: 'withdrawn' });
  const [row] = await world.db
    .insert(refunds)
    .values({
      travellerId,
      cancelledOn: tripDate(new Date()),
      daysBefore: 100,
      paidCents: 30_000,
      keptCents: 0,
      refundCents: 30_000,
      iban: 'GB82WEST12345698765432',
      ibanSource: 'payment',
    })
    .returning({ id: refunds.id });
  return row!.id;
}
/** Schools and departures the staff calls make or change: named so, and removed after the run. */
const MATRIX_SCHOOL = {
  name: 'Matrix school',
  district: 'lemesos' as const,
  contactName: '',
  contactEmail: '',
  departureId: null,
};
const MATRIX_DEPARTURE = {
  label: { el: 'Matrix', en: 'Matrix' },
  outboundDate: '2027-03-18',
  inboundDate: '2027-03-23',
  carrier: 'Matrix Air',
  hotel: 'Matrix hotel',
  flights: [],
  escorts: [],
  schoolIds: [],
};
async function matrixSchool(world: World): Promise<number> {
  const [row] = await world.db
    .insert(schools)
    .values({
      ...MATRIX_SCHOOL,
      district: 'lemesos',
      tripId: world.tripId,
      registrationCode: `MTRX-${randomUUID().slice(0, 4)}`,
    })
    .returning({ id: schools.id });
  return row!.id;
}
async function matrixDeparture(world: World): Promise<number> {
  const { schoolIds: _none, ...departure } = MATRIX_DEPARTURE;
  const [row] = await world.db
    .insert(departures)
    .values({ ...departure, tripId: world.tripId })
    .returning({ id: departures.id });
  return row!.id;
}
/** A payment of a registration made for one call, with a receipt whose bytes are in the store. */
const payment = (world: World, travellerId: string, status: 'pending' | 'approved' = 'pending') =>
  insertPendingPayment(world, travellerId, DEPOSIT, status);
/** A Processing document of a registration made for one call, with its bytes in the store. */
const uploadedDocument = (world: World, travellerId: string, type: 'passport' | 'consent' = 'passport') =>
  insertDocument(world, travellerId, { type });
const staffDocument = (action: string, body?: Record<string, unknown>) => ({
  call: async (world: World) => ({
    url: `/api/admin/documents/${await uploadedDocument(world, await approvedOfA(world))}${action}`,
    ...(body ? { payload: body } : { payload: {} }),
  }),
  expect: adminOnly(),
});
const ID_DOCUMENT = {
  idDocumentType: 'id_card',
  idDocumentNumber: '0912345',
  idDocumentExpiresOn: '2031-01-31',
  idDocumentIssuingCountry: 'CY',
};
const approvedOfA = (world: World) => registration(world, { guardianEmail: world.familyA.email, status: 'approved' });
const staffPayment = (action: string, body: Record<string, unknown>, status: 'pending' | 'approved' = 'pending') => ({
  call: async (world: World) => ({
    url: `/api/admin/payments/${await payment(world, await approvedOfA(world), status)}${action}`,
    payload: body,
  }),
  expect: adminOnly(),
});
const review = (action: string, body: Record<string, unknown>, fields: Parameters<typeof registration>[1] = {}) => ({
  call: async (world: World) => ({
    url: `/api/admin/travellers/${await registration(world, fields)}/${action}`,
    payload: body,
  }),
  expect: adminOnly(),
});

/** An address no account or registration has: requests for it send nothing. */
const NOBODY = 'nobody-at-all@example.com';
const nameOf = (world: World, role: MatrixRole) =>
  role === 'guardianA'
    ? world.familyA.guardianName
    : role === 'guardianB'
      ? world.familyB.guardianName
      : 'Voyage admin';

const MATRIX: Record<string, Entry> = {
  // The built SPA: one file for the static route (the fallback to index.html is below, with the unrouted paths).
  'GET /*': { call: () => ({ url: STATIC_FILE }), expect: everyone(200) },

  // OpenAPI and its browser.
  'GET /api/docs': { call: () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/json': { call: () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  'GET /api/docs/yaml': { call: () => ({ url: '/api/docs/yaml' }), expect: everyone(200) },
  'GET /api/docs/static/*': { call: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: everyone(200) },
  'GET /api/docs/static/index.html': { call: () => ({ url: '/api/docs/static/index.html' }), expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': {
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone(200),
  },

  // better-auth's mount: its catch-alls (one representative request per method), then the endpoints
  // declared one by one. Calls that would change a password or send mail to a real person use wrong or unknown inputs.
  'GET /api/auth/*': { call: () => ({ url: '/api/auth/get-session' }), expect: everyone(200) },
  'POST /api/auth/*': { call: () => ({ url: '/api/auth/sign-out', payload: {} }), expect: everyone(200) },
  'POST /api/auth/sign-in/*': {
    call: () => ({ url: '/api/auth/sign-in/anonymous', payload: {} }),
    expect: everyone(404),
  },
  'POST /api/auth/sign-in/email': {
    call: (world) => ({
      url: '/api/auth/sign-in/email',
      payload: { email: world.familyA.email, password: 'not the password at all' },
    }),
    expect: everyone(401),
  },
  'POST /api/auth/sign-in/magic-link': {
    call: () => ({ url: '/api/auth/sign-in/magic-link', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  'POST /api/auth/sign-in/social': {
    call: () => ({ url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/my-voyage' } }),
    expect: everyone(404),
  },
  'POST /api/auth/callback/apple': {
    // Apple's form post comes from its own site without our CSRF token: better-auth's OAuth state check decides.
    call: () => ({
      url: '/api/auth/callback/apple',
      crossSiteForm: { origin: 'https://appleid.apple.com', fields: { code: 'not-a-code', state: 'not-a-state' } },
    }),
    expect: everyone(302),
  },
  'GET /api/auth/magic-link/verify': {
    call: () => ({ url: '/api/auth/magic-link/verify?token=not-a-token&callbackURL=%2Fmy-voyage' }),
    expect: everyone(302),
  },
  'POST /api/auth/request-password-reset': {
    call: () => ({ url: '/api/auth/request-password-reset', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  'POST /api/auth/reset-password': {
    call: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'not-a-token', newPassword: 'a new and long password' },
    }),
    expect: everyone(400),
  },
  'POST /api/auth/change-password': {
    call: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not the current password', newPassword: 'a new and long password' },
    }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 400 },
  },
  // Two-factor: a wrong password, a wrong code; guardians have no authenticator (optional for them).
  'POST /api/auth/two-factor/enable': {
    call: () => ({ url: '/api/auth/two-factor/enable', payload: { password: 'not the password at all' } }),
    expect: signedIn(400),
  },
  'POST /api/auth/two-factor/verify-totp': {
    call: () => ({ url: '/api/auth/two-factor/verify-totp', payload: { code: '000000' } }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 401 },
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    call: () => ({ url: '/api/auth/two-factor/verify-backup-code', payload: { code: 'aaaaa-aaaaa' } }),
    expect: { anonymous: 401, guardianA: 400, guardianB: 400, admin: 401 },
  },
  'POST /api/auth/update-user': {
    // Each user sets the name they already have, so the call changes nothing.
    call: (world, role) => ({ url: '/api/auth/update-user', payload: { name: nameOf(world, role) } }),
    expect: signedIn(200),
  },

  // Public reads.
  'GET /api/session': { call: () => ({ url: '/api/session' }), expect: everyone(200) },
  'GET /api/auth-options': { call: () => ({ url: '/api/auth-options' }), expect: everyone(200) },
  'GET /api/trip/all': { call: () => ({ url: '/api/trip/all' }), expect: everyone(200) },
  'GET /api/trip/active': { call: () => ({ url: '/api/trip/active' }), expect: everyone(200) },
  'GET /api/trip': { call: trip('/api/trip'), expect: everyone(200) },
  'GET /api/public/departures': { call: trip('/api/public/departures'), expect: everyone(200) },

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
  'GET /api/admin/payments/ledger': {
    call: (world) => ({ url: `/api/admin/payments/ledger?trip_id=${world.tripId}&format=csv` }),
    expect: adminOnly(),
  },
  // Refunds (docs/product/payments.md#refunds): staff only; each change on a refund owed of its own.
  'GET /api/admin/refunds': { call: trip('/api/admin/refunds'), expect: adminOnly() },
  'GET /api/admin/refunds/export': {
    call: (world) => ({ url: `/api/admin/refunds/export?trip_id=${world.tripId}&format=csv` }),
    expect: adminOnly(),
  },
  'POST /api/admin/refunds/:id/iban': {
    call: async (world) => ({
      url: `/api/admin/refunds/${await owedRefund(world)}/iban`,
      payload: { iban: 'CY17002001280000001200527600', reason: 'Matrix' },
    }),
    expect: adminOnly(),
  },
  'POST /api/admin/refunds/:id/refunded': {
    call: async (world) => ({
      url: `/api/admin/refunds/${await owedRefund(world)}/refunded`,
      payload: { refundedOn: tripDate(new Date()) },
    }),
    expect: adminOnly(),
  },
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
  'GET /api/admin/documents/:id/file': {
    // Guardian A's own ID scan: still staff only. The test database has records without bytes, so one is stored.
    call: async (world) => {
      const [document] = await world.db
        .select()
        .from(documents)
        .where(eq(documents.travellerId, world.familyA.travellers[0]!.id));
      await world.app.storage.put(document!.fileId, Buffer.from('matrix'));
      return { url: `/api/admin/documents/${document!.id}/file` };
    },
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

  // A guardian's own registrations: nobody else's, not even an admin's (who has the staff screens).
  'GET /api/my/travellers': {
    call: () => ({ url: '/api/my/travellers' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  'GET /api/my/travellers/:id': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}`,
  })),
  'GET /api/my/travellers/:id/timeline': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}/timeline`,
  })),
  // What a withdrawal would keep and refund: guardian A's own registration; B, naming it, finds nothing.
  'GET /api/my/travellers/:id/cancellation': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}/cancellation`,
  })),
  // A new registration of guardian A's family for each call: guardian A withdraws it; B, even naming it, finds nothing.
  'POST /api/my/travellers/:id/withdraw': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await registration(world, { guardianEmail: world.familyA.email })}/withdraw`,
    payload: { expectedStatus: 'pending' },
  })),
  // The waiting list (docs/product/places.md#waiting-list): guardian A's own registration with an open offer.
  'GET /api/my/waiting-list': {
    call: () => ({ url: '/api/my/waiting-list' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  'POST /api/my/travellers/:id/waiting-list/accept': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await offered(world)}/waiting-list/accept`,
  })),
  'POST /api/my/travellers/:id/waiting-list/decline': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await offered(world)}/waiting-list/decline`,
  })),
  // Roommates (docs/product/my-voyage.md#roommates): guardian A's own registration, as above.
  'GET /api/my/travellers/:id/roommates': ofFamilyA((world) => ({
    url: `/api/my/travellers/${world.familyA.travellers[0]!.id}/roommates`,
  })),
  'POST /api/my/travellers/:id/roommates/withdraw': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await registration(world, { guardianEmail: world.familyA.email, roommates: ['ANNA ASKED'] })}/roommates/withdraw`,
    payload: { name: 'ANNA ASKED' },
  })),
  // Guardian A's child is asked for by a schoolmate; A confirms the request.
  'POST /api/my/travellers/:id/roommates/confirm': ofFamilyA(async (world) => {
    const lastName = `MTRX${randomUUID()
      .replace(/[^a-f]/g, '')
      .toUpperCase()}`;
    const id = await registration(world, { guardianEmail: world.familyA.email, lastName });
    const asker = await registration(world, { firstName: 'ASKING', lastName, roommates: [`MATRIX ${lastName}`] });
    return { url: `/api/my/travellers/${id}/roommates/confirm`, payload: { travellerId: asker } };
  }),
  // Payments (docs/product/payments.md): guardian A reports the deposit of an approved registration of their own.
  'POST /api/my/travellers/:id/payments': ofFamilyA(
    async (world) => ({
      url: `/api/my/travellers/${await approvedOfA(world)}/payments`,
      multipart: multipartBody([
        { name: 'amountCents', value: '30000' },
        { name: 'transferDate', value: tripDate(new Date()) },
        { name: 'file', fileName: 'receipt.png', bytes: await corpus.png(), contentType: 'image/png' },
      ]),
    }),
    201,
  ),
  'POST /api/my/travellers/:id/payments/:paymentId/withdraw': ofFamilyA(async (world) => {
    const id = await approvedOfA(world);
    return { url: `/api/my/travellers/${id}/payments/${await payment(world, id)}/withdraw`, payload: {} };
  }),
  'GET /api/my/payments/:id/receipt': ofFamilyA(async (world) => ({
    url: `/api/my/payments/${await payment(world, await approvedOfA(world))}/receipt`,
  })),
  'GET /api/admin/payments': { call: trip('/api/admin/payments'), expect: adminOnly() },
  'GET /api/admin/payments/:id/receipt': {
    call: async (world) => ({ url: `/api/admin/payments/${await payment(world, await approvedOfA(world))}/receipt` }),
    expect: adminOnly(),
  },
  'POST /api/admin/payments/:id/confirm': staffPayment('/confirm', { receivedOn: '2026-01-01' }),
  'POST /api/admin/payments/:id/reject': staffPayment('/reject', { reason: 'Matrix' }),
  'PATCH /api/admin/payments/:id': staffPayment(
    '',
    { amountCents: 30_000, receivedOn: '2026-01-01', reason: 'Matrix' },
    'approved',
  ),
  ...statementMatrix(approvedOfA),
  ...waitlistMatrix,
  ...drawMatrix,
  ...staffRoleMatrix,
  ...healthMatrix(approvedOfA),
  ...healthFilesMatrix(approvedOfA),
  ...healthDashboardMatrix(approvedOfA),
  ...addendaMatrix(approvedOfA),
  ...staffCancelMatrix(approvedOfA),
  'GET /api/admin/travellers/:id/payments': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/payments` }),
    expect: adminOnly(),
  },
  'POST /api/admin/travellers/:id/payments': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/payments`,
      payload: { amountCents: 30_000, receivedOn: '2026-01-01', method: 'cash' },
    }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/travellers/:id/price': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/price`,
      payload: { cents: 80_000, reason: 'Matrix' },
    }),
    expect: adminOnly(),
  },
  'DELETE /api/admin/travellers/:id/price': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/price` }),
    expect: adminOnly(),
  },
  // Documents (docs/product/documents.md): guardian A uploads the consent of an approved registration of their own.
  'POST /api/my/travellers/:id/documents': ofFamilyA(
    async (world) => ({
      url: `/api/my/travellers/${await approvedOfA(world)}/documents`,
      multipart: multipartBody([
        { name: 'type', value: 'consent' },
        { name: 'file', fileName: 'consent.png', bytes: await corpus.png(), contentType: 'image/png' },
      ]),
    }),
    201,
  ),
  'POST /api/my/travellers/:id/documents/:documentId/withdraw': ofFamilyA(async (world) => {
    const id = await approvedOfA(world);
    return { url: `/api/my/travellers/${id}/documents/${await uploadedDocument(world, id)}/withdraw`, payload: {} };
  }),
  'GET /api/my/documents/:id/file': ofFamilyA(async (world) => ({
    url: `/api/my/documents/${await uploadedDocument(world, await approvedOfA(world))}/file`,
  })),
  'PUT /api/my/travellers/:id/id-document': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/id-document`,
    payload: ID_DOCUMENT,
  })),
  'GET /api/admin/documents': { call: trip('/api/admin/documents'), expect: adminOnly() },
  'GET /api/admin/travellers/:id/documents': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/documents` }),
    expect: adminOnly(),
  },
  'POST /api/admin/documents/:id/accept': staffDocument('/accept'),
  'POST /api/admin/documents/:id/reject': staffDocument('/reject', { reason: 'Matrix' }),
  'PUT /api/admin/travellers/:id/id-document': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/id-document`,
      payload: ID_DOCUMENT,
    }),
    expect: adminOnly(),
  },
  // The consent form (docs/product/documents.md#consent-form), written for an approved registration of guardian A's.
  'GET /api/my/travellers/:id/consent-form': ofFamilyA(async (world) => ({
    url: `/api/my/travellers/${await approvedOfA(world)}/consent-form`,
  })),
  'GET /api/admin/travellers/:id/consent-form': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/consent-form` }),
    expect: adminOnly(),
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
      payload: { name: { el: `Matrix ${randomUUID()}`, en: `Matrix ${randomUUID()}` }, year: 2060 },
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
  // Rooming (docs/product/rooming.md): staff only; a move names a traveller who is not the departure's (404).
  'GET /api/admin/departures/:id/rooming': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/rooming` }),
    expect: adminOnly(),
  },
  'GET /api/admin/departures/:id/rooming/list': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/rooming/list?format=xlsx` }),
    expect: adminOnly(),
  },
  'POST /api/admin/departures/:id/rooming/auto-fill': { call: roomingChange('auto-fill'), expect: adminOnly() },
  'POST /api/admin/departures/:id/rooming/lock': { call: roomingChange('lock'), expect: adminOnly() },
  'POST /api/admin/departures/:id/rooming/unlock': { call: roomingChange('unlock', true), expect: adminOnly() },
  'POST /api/admin/departures/:id/rooming/mix': {
    call: async (world) => ({
      url: `/api/admin/departures/${await roomingDeparture(world)}/rooming/mix`,
      payload: { mix: 'by-school', expectedUpdatedAt: null },
    }),
    expect: adminOnly(),
  },
  'POST /api/admin/departures/:id/rooming/move': {
    call: async (world) => ({
      url: `/api/admin/departures/${await roomingDeparture(world)}/rooming/move`,
      payload: { travellerId: randomUUID(), toRoom: 'new', expectedUpdatedAt: null },
    }),
    expect: adminOnly(404),
  },
  // Exports (docs/product/exports.md): staff only.
  'GET /api/admin/departures/:id/manifest': {
    call: (world) => ({ url: `/api/admin/departures/${world.departureId}/manifest?format=csv` }),
    expect: adminOnly(),
  },
  'GET /api/admin/students/export': {
    call: (world) => ({
      url: `/api/admin/students/export?trip_id=${world.tripId}&format=csv&school_id=${world.schoolId}`,
    }),
    expect: adminOnly(),
  },
  'GET /api/admin/travellers/export': {
    call: (world) => ({ url: `/api/admin/travellers/export?trip_id=${world.tripId}&format=xlsx&tab=pending` }),
    expect: adminOnly(),
  },
  'GET /api/admin/payments/export': {
    call: (world) => ({ url: `/api/admin/payments/export?trip_id=${world.tripId}&format=pdf&status=pending` }),
    expect: adminOnly(),
  },
  'GET /api/admin/schools/export': {
    call: (world) => ({ url: `/api/admin/schools/export?trip_id=${world.tripId}&format=csv&district=paphos` }),
    expect: adminOnly(),
  },
  'GET /api/admin/departures/export': {
    call: (world) => ({ url: `/api/admin/departures/export?trip_id=${world.tripId}&format=xlsx` }),
    expect: adminOnly(),
  },
  'GET /api/admin/waiting-list/export': {
    call: (world) => ({ url: `/api/admin/waiting-list/export?trip_id=${world.tripId}&format=csv` }),
    expect: adminOnly(),
  },
  'GET /api/admin/documents/export': {
    call: (world) => ({ url: `/api/admin/documents/export?trip_id=${world.tripId}&format=csv&type=passport` }),
    expect: adminOnly(),
  },
  'GET /api/admin/dashboard/payment-groups/export': {
    call: (world) => ({ url: `/api/admin/dashboard/payment-groups/export?trip_id=${world.tripId}&format=pdf` }),
    expect: adminOnly(),
  },
  'GET /api/admin/audit/export': { call: () => ({ url: '/api/admin/audit/export?format=csv' }), expect: adminOnly() },
  'GET /api/admin/outbox/export': {
    call: () => ({ url: '/api/admin/outbox/export?format=xlsx&status=failed' }),
    expect: adminOnly(),
  },
  'GET /api/admin/administrators/export': {
    call: () => ({ url: '/api/admin/administrators/export?format=pdf' }),
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
  'GET /api/admin/trips/export': { call: () => ({ url: '/api/admin/trips/export?format=csv' }), expect: adminOnly() },
  'GET /api/my/messages': {
    call: () => ({ url: '/api/my/messages' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },

  // Data rights (docs/product/data-rights.md): a family's own export and erasure requests; staff carry them out.
  'GET /api/my/data-export': {
    call: () => ({ url: '/api/my/data-export' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  'GET /api/my/recent-sign-in': {
    call: () => ({ url: '/api/my/recent-sign-in' }),
    expect: { anonymous: 401, guardianA: 204, guardianB: 204, admin: 403 },
  },
  'GET /api/my/erasure-requests': {
    call: () => ({ url: '/api/my/erasure-requests' }),
    expect: { anonymous: 401, guardianA: 200, guardianB: 200, admin: 403 },
  },
  // A new registration of guardian A's family for each call: B, naming it, finds nothing.
  'POST /api/my/erasure-requests': {
    call: async (world) => ({
      url: '/api/my/erasure-requests',
      payload: { travellerId: await registration(world, { guardianEmail: world.familyA.email }), scope: 'traveller' },
    }),
    expect: { anonymous: 401, guardianA: 201, guardianB: 404, admin: 403 },
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

/**
 * better-auth endpoints behind the catch-alls above that no screen uses: the ones that would let someone
 * sign up, delete or re-address an account, or set their own fields stay switched off (404).
 */
const BEHIND_CATCH_ALLS: Record<string, Entry> = {
  'POST /api/auth/sign-up/email': {
    call: () => ({
      url: '/api/auth/sign-up/email',
      payload: { email: NOBODY, password: 'a long enough password', name: 'Nobody' },
    }),
    expect: everyone(404),
  },
  'POST /api/auth/delete-user': { call: () => ({ url: '/api/auth/delete-user', payload: {} }), expect: everyone(404) },
  'POST /api/auth/change-email': {
    call: (world) => ({ url: '/api/auth/change-email', payload: { newEmail: world.familyA.email } }),
    expect: everyone(404),
  },
  'POST /api/auth/update-session': {
    call: () => ({ url: '/api/auth/update-session', payload: { role: 'admin' } }),
    expect: everyone(404),
  },
  'POST /api/auth/send-verification-email': {
    call: (world) => ({ url: '/api/auth/send-verification-email', payload: { email: world.familyA.email } }),
    expect: everyone(404),
  },
  'POST /api/auth/update-user (role)': {
    call: (world, role) => ({ url: '/api/auth/update-user', payload: { name: nameOf(world, role), role: 'admin' } }),
    expect: everyone(400),
  },
  'POST /api/auth/callback/google (cross-site form)': {
    // Only Apple's callback takes a form from another site; elsewhere the CSRF check refuses it.
    call: () => ({
      url: '/api/auth/callback/google',
      crossSiteForm: { origin: 'https://evil.example', fields: { code: 'not-a-code', state: 'not-a-state' } },
    }),
    expect: everyone(403),
  },
  'GET /api/auth/list-sessions': { call: () => ({ url: '/api/auth/list-sessions' }), expect: signedIn(200) },
  'GET /api/auth/list-accounts': { call: () => ({ url: '/api/auth/list-accounts' }), expect: signedIn(200) },
  'POST /api/auth/revoke-other-sessions': {
    call: () => ({ url: '/api/auth/revoke-other-sessions', payload: {} }),
    expect: signedIn(200),
  },
  'POST /api/auth/verify-password': {
    call: () => ({ url: '/api/auth/verify-password', payload: { password: 'not the password at all' } }),
    expect: signedIn(400),
  },
  'POST /api/auth/link-social': {
    call: () => ({ url: '/api/auth/link-social', payload: { provider: 'google' } }),
    expect: signedIn(404),
  },
};

/** Requests that match no route of their own: the SPA's fallback and an unknown API path. */
const UNROUTED: Record<string, Entry> = {
  'GET /registration (SPA fallback)': { call: () => ({ url: '/registration' }), expect: everyone(200) },
  'GET /dashboard (SPA fallback)': { call: () => ({ url: '/dashboard' }), expect: everyone(200) },
  'GET /api/unknown (no such endpoint)': { call: () => ({ url: '/api/unknown' }), expect: everyone(404) },
  'POST /api/unknown (no such endpoint)': { call: () => ({ url: '/api/unknown', payload: {} }), expect: everyone(404) },
};

/** The staff reads the specification names keep its addresses; every other staff route is under `/api/admin/`. */
const SPECIFIED_STAFF_READS = [
  'GET /api/students',
  'GET /api/registrations',
  'GET /api/registrations/pending',
  'GET /api/schools',
  'GET /api/departures',
  'GET /api/dashboard',
];

const world = setupMatrixWorld();
// Hooks run last-registered first: this runs while the world's database is still open.
afterAll(async () => {
  await removeMatrixStatements(world.db);
  if (madeRegistrations.length > 0) await world.db.delete(travellers).where(inArray(travellers.id, madeRegistrations));
  await world.db.delete(schools).where(eq(schools.name, MATRIX_SCHOOL.name));
  await world.db.delete(departures).where(eq(departures.carrier, MATRIX_DEPARTURE.carrier));
  await world.db.delete(trips).where(sql`${trips.name}->>'en' like 'Matrix %'`);
  if (madeDepartures.length > 0) await world.db.delete(departures).where(inArray(departures.id, madeDepartures));
});

describe('route × role matrix', () => {
  it('has an entry for every route the server registers', () => {
    const missing = world.routes.filter((route) => !(route in MATRIX));
    expect(missing, 'add it to the matrix in route-role-matrix.test.ts').toEqual([]);
  });

  it('lists only routes the server registers', () => {
    const stale = Object.keys(MATRIX).filter((route) => !world.routes.includes(route));
    expect(stale, 'no longer registered: remove it from the matrix').toEqual([]);
  });

  it('keeps every staff route under /api/admin/ but the reads the specification names', () => {
    const staffOnly = Object.entries(MATRIX)
      .filter(
        ([, { expect: status }]) => status.anonymous === 401 && status.guardianA === 403 && status.guardianB === 403,
      )
      .map(([key]) => key);
    const elsewhere = staffOnly.filter(
      (key) => !/^\S+ \/api\/admin\//.test(key) && !SPECIFIED_STAFF_READS.includes(key),
    );
    expect(elsewhere, 'move these under /api/admin/').toEqual([]);
    expect(SPECIFIED_STAFF_READS.filter((key) => !staffOnly.includes(key))).toEqual([]);
  });

  it("answers 404, never 403, when a guardian names another family's record", () => {
    // A guardian's route that takes an id names a family's record: its entry must ask for guardian A's.
    const perRecord = Object.keys(MATRIX).filter((key) => /^\S+ \/api\/my\/.*:/.test(key));
    expect(
      perRecord.filter((key) => !MATRIX[key]!.ownedByA),
      "call these with guardian A's ids (ownedByA)",
    ).toEqual([]);
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (!entry.ownedByA) continue;
      expect(entry.expect.guardianB, key).toBe(404);
      expect(entry.expect.guardianA, key).toBeLessThan(300);
    }
  });

  it('knows two unrelated families with registrations', () => {
    expect(world.familyA.travellers.length).toBeGreaterThan(0);
    expect(world.familyB.travellers.length).toBeGreaterThan(0);
    expect(world.familyA.email).not.toBe(world.familyB.email);
  });

  describe.each(Object.entries(MATRIX))('%s', (key, entry) => {
    it('answers each role as the matrix says, and no guardian sees the other family', async () => {
      await checkEntry(world, key, entry);
    });
  });

  describe.each(Object.entries(BEHIND_CATCH_ALLS))('%s (behind a catch-all)', (key, entry) => {
    it('answers each role as the table says', async () => {
      await checkEntry(world, key, entry);
    });
  });

  describe.each(Object.entries(UNROUTED))('%s', (key, entry) => {
    it('answers each role the same', async () => {
      await checkEntry(world, key, entry);
    });
  });
});
