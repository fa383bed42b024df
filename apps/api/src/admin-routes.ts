import type { FastifyPluginAsync } from 'fastify';
import accountLink from './accounts/routes/admin-account-link.ts';
import administrators from './accounts/routes/admin-administrators.ts';
import audit from './audit/routes/admin-audit.ts';
import dataRights from './data-rights/routes/admin-data-rights.ts';
import consentForm from './documents/routes/admin-consent-form.ts';
import documents from './documents/routes/admin-documents.ts';
import listExports from './exports/routes/admin-list-exports.ts';
import outbox from './messages/routes/admin-outbox.ts';
import dashboard from './operations/routes/admin-dashboard.ts';
import departures from './operations/routes/admin-departures.ts';
import flightManifest from './operations/routes/admin-flight-manifest.ts';
import rooming from './operations/routes/admin-rooming.ts';
import schools from './operations/routes/admin-schools.ts';
import paymentLedger from './payments/routes/admin-payment-ledger.ts';
import payments from './payments/routes/admin-payments.ts';
import confirmationLink from './registration/routes/admin-confirmation-link.ts';
import review from './review/routes/admin-review.ts';
import travellers from './travellers/routes/admin-travellers.ts';
import studentForm from './travellers/routes/admin-student-form.ts';
import students from './travellers/routes/admin-students.ts';
import timeline from './travellers/routes/admin-timeline.ts';
import trips from './trips/routes/admin-trips.ts';

/**
 * Staff data: every area's staff routes (`<area>/routes/admin-*.ts`), registered under `/api`. They live under
 * `/api/admin/` (a traveller's under `/api/admin/travellers/:id/…`), except the reads the specification names,
 * which keep its addresses: `/api/students`, `/api/registrations`, `/api/registrations/pending`, `/api/schools`,
 * `/api/departures`, `/api/dashboard` (docs/product/api.md#read-endpoints). One hook
 * guards the whole subtree, before any parsing: no session is 401, a session without the admin role is
 * 403. Routes below never check the role themselves.
 */
const adminRoutes: FastifyPluginAsync<{ isMailDeliveryConfigured: boolean }> = async (app, options) => {
  app.addHook('onRequest', app.requireRole('admin'));

  await app.register(administrators);
  await app.register(students);
  await app.register(travellers);
  await app.register(schools);
  await app.register(departures);
  await app.register(dashboard);
  await app.register(outbox, { isDeliveryConfigured: options.isMailDeliveryConfigured });
  await app.register(accountLink);
  await app.register(confirmationLink);
  await app.register(documents);
  await app.register(review);
  await app.register(timeline);
  await app.register(audit);
  await app.register(paymentLedger);
  await app.register(payments);
  await app.register(consentForm);
  await app.register(studentForm);
  await app.register(trips);
  await app.register(flightManifest);
  await app.register(listExports);
  await app.register(rooming);
  await app.register(dataRights);
};

export default adminRoutes;
