import type { Capability } from '@voyage/domain';
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { staffGuard, type EscortScope } from './accounts/auth/staff-guard.ts';
import accountLink from './accounts/routes/admin-account-link.ts';
import administrators from './accounts/routes/admin-administrators.ts';
import announcements from './announcements/routes/admin-announcements.ts';
import audit from './audit/routes/admin-audit.ts';
import changeRequests from './corrections/routes/admin-change-requests.ts';
import dataRights from './data-rights/routes/admin-data-rights.ts';
import consentForm from './documents/routes/admin-consent-form.ts';
import documents from './documents/routes/admin-documents.ts';
import travelAuthorisation from './documents/routes/admin-travel-authorisation.ts';
import health from './health/routes/admin-health.ts';
import healthFiles from './health/routes/admin-health-files.ts';
import healthDashboard from './health/routes/admin-health-dashboard.ts';
import healthAddenda from './health/routes/admin-health-addenda.ts';
import listExports from './exports/routes/admin-list-exports.ts';
import outbox from './messages/routes/admin-outbox.ts';
import dashboard from './operations/routes/admin-dashboard.ts';
import departures from './operations/routes/admin-departures.ts';
import flightManifest from './operations/routes/admin-flight-manifest.ts';
import rooming from './operations/routes/admin-rooming.ts';
import schools from './operations/routes/admin-schools.ts';
import paymentLedger from './payments/routes/admin-payment-ledger.ts';
import waitingList from './places/routes/admin-waiting-list.ts';
import placeDraw from './places/routes/admin-place-draw.ts';
import payments from './payments/routes/admin-payments.ts';
import travellerPrice from './payments/routes/admin-traveller-price.ts';
import statements from './payments/routes/admin-statements.ts';
import refunds from './payments/routes/admin-refunds.ts';
import confirmationLink from './registration/routes/admin-confirmation-link.ts';
import readiness from './readiness/routes/admin-readiness.ts';
import review from './review/routes/admin-review.ts';
import cancellation from './review/routes/admin-cancellation.ts';
import confirmation from './travellers/routes/admin-confirmation.ts';
import travellers from './travellers/routes/admin-travellers.ts';
import studentForm from './travellers/routes/admin-student-form.ts';
import students from './travellers/routes/admin-students.ts';
import timeline from './travellers/routes/admin-timeline.ts';
import trips from './trips/routes/admin-trips.ts';
import tripDay from './trip-day/routes/admin-trip-day.ts';

/**
 * Where a route of an area differs from its area's capability (docs/product/staff-roles.md#what-each-role-may-use):
 * the reads of an area that otherwise changes things, and exports that belong to another area.
 */
const ROUTE_CAPABILITIES: Record<string, Capability> = {
  'GET /api/schools': 'registrations.read',
  'GET /api/departures': 'registrations.read',
  'POST /api/admin/waiting-list/:travellerId/offer': 'registrations.review',
  'POST /api/admin/travellers/:id/waiting-list': 'registrations.review',
  'GET /api/admin/departures/:id/rooming': 'operations.read',
  'GET /api/admin/departures/:id/rooming/list': 'operations.read',
  'GET /api/admin/payments/export': 'payments',
  'GET /api/admin/dashboard/payment-groups/export': 'payments',
  'GET /api/admin/audit/export': 'audit',
  'GET /api/admin/outbox/export': 'messages',
  'GET /api/admin/administrators/export': 'staff.manage',
  'GET /api/admin/travellers/:id/health/flags': 'health.flags',
  'POST /api/admin/departures/:id/readiness/reminders': 'registrations.review',
  // A registration's change requests are part of its record, read by whoever reads it.
  'GET /api/admin/travellers/:id/change-requests': 'registrations.read',
};

/** The routes an escort may use, and how each keeps to their departures (accounts/auth/staff-guard.ts). */
const ESCORT_SCOPES: Record<string, EscortScope> = {
  'GET /api/registrations': 'list',
  'GET /api/registrations/pending': 'list',
  'GET /api/departures': 'list',
  'GET /api/admin/travellers/:id': 'traveller',
  'GET /api/admin/travellers/:id/health/flags': 'traveller',
  'GET /api/admin/departures/:id/rooming': 'departure',
  'GET /api/admin/departures/:id/rooming/list': 'departure',
  'GET /api/admin/departures/:id/manifest': 'departure',
  'GET /api/admin/departures/:id/meal-list': 'departure',
  'GET /api/admin/travellers/:id/medical-card': 'traveller',
  'GET /api/admin/trip-day/departures/:id/pack': 'departure',
  'POST /api/admin/trip-day/departures/:id/actions': 'departure',
  'GET /api/admin/trip-day/departures/:id/checkpoints': 'departure',
  'GET /api/admin/trip-day/departures/:id/checkpoints/:key/history': 'departure',
  'GET /api/admin/travellers/:id/checklist': 'traveller',
  'GET /api/admin/departures/:id/readiness': 'departure',
  'GET /api/admin/departures/:id/readiness/export': 'departure',
};

/**
 * Staff data: every area's staff routes (`<area>/routes/admin-*.ts`), registered under `/api`. They live under
 * `/api/admin/` (a traveller's under `/api/admin/travellers/:id/…`), except the reads the specification names,
 * which keep its addresses: `/api/students`, `/api/registrations`, `/api/registrations/pending`, `/api/schools`,
 * `/api/departures`, `/api/dashboard` (docs/product/api.md#read-endpoints). Two hooks guard the whole subtree,
 * before any parsing: no session is 401, a session without the staff role is 403 (and 403
 * `TWO_FACTOR_ENROLMENT_REQUIRED` before an authenticator is enrolled); then the route's capability, given
 * here with its area, must be the staff member's role's (403 `ROLE_NOT_INCLUDED`), and an escort sees only
 * their departures (docs/architecture.md#staff-roles). Routes below never check the role themselves.
 */
const adminRoutes: FastifyPluginAsync<{ isMailDeliveryConfigured: boolean }> = async (app, options) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.addHook('onRequest', staffGuard(app));

  /** Registers an area's routes with its capability (and the exceptions above). */
  const area = async <Options extends FastifyPluginOptions>(
    plugin: FastifyPluginAsync<Options>,
    capability: Capability,
    pluginOptions = {} as Options,
  ) =>
    app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
        route.config = {
          ...route.config,
          capability: ROUTE_CAPABILITIES[key] ?? capability,
          escortScope: ESCORT_SCOPES[key],
        };
      });
      await scope.register(plugin, pluginOptions);
    });

  await area(administrators, 'staff.manage');
  await area(students, 'registrations.read');
  await area(travellers, 'registrations.read');
  await area(schools, 'trips.edit');
  await area(departures, 'trips.edit');
  await area(dashboard, 'dashboard');
  await area(waitingList, 'registrations.read');
  await area(placeDraw, 'registrations.read');
  await area(health, 'health');
  // The meal list and the medical card: the health lead and administrators, and escorts for their departures.
  await area(healthFiles, 'health.flags');
  await area(healthDashboard, 'health');
  await area(healthAddenda, 'health');
  await area(outbox, 'messages', { isDeliveryConfigured: options.isMailDeliveryConfigured });
  await area(accountLink, 'registrations.review');
  await area(confirmationLink, 'registrations.review');
  await area(documents, 'documents.read');
  await area(review, 'registrations.review');
  await area(cancellation, 'registrations.review');
  await area(timeline, 'registrations.read');
  await area(audit, 'audit');
  await area(paymentLedger, 'payments');
  await area(payments, 'payments');
  await area(travellerPrice, 'payments');
  await area(statements, 'payments');
  await area(refunds, 'payments');
  await area(consentForm, 'documents.read');
  await area(travelAuthorisation, 'documents.read');
  // The confirmation holds the payment plan: staff who handle the money.
  await area(confirmation, 'payments');
  await area(studentForm, 'registrations.review');
  // Deciding what a family asks to change is correcting its details: the student form's capability.
  await area(changeRequests, 'registrations.review');
  await area(trips, 'trips.edit');
  await area(flightManifest, 'operations.read');
  await area(listExports, 'exports');
  await area(rooming, 'operations');
  await area(dataRights, 'data-rights');
  await area(tripDay, 'trip-day');
  await area(readiness, 'registrations.read');
  await area(announcements, 'announcements');
};

export default adminRoutes;
