import type { FastifyPluginAsync } from 'fastify';
import myDataRights from './data-rights/routes/my-data-rights.ts';
import corrections from './corrections/routes/my-corrections.ts';
import consentForm from './documents/routes/my-consent-form.ts';
import documents from './documents/routes/my-documents.ts';
import travelAuthorisation from './documents/routes/my-travel-authorisation.ts';
import health from './health/routes/my-health.ts';
import healthAddenda from './health/routes/my-health-addenda.ts';
import messages from './messages/routes/my-messages.ts';
import payments from './payments/routes/my-payments.ts';
import waitingList from './places/routes/my-waiting-list.ts';
import checklist from './readiness/routes/my-checklist.ts';
import roommates from './registration/routes/my-roommates.ts';
import withdrawal from './review/routes/my-withdrawal.ts';
import confirmation from './travellers/routes/my-confirmation.ts';
import timeline from './travellers/routes/my-timeline.ts';
import travellers from './travellers/routes/my-travellers.ts';

/**
 * A guardian's own data (My Voyage): every area's family routes (`<area>/routes/my-*.ts`), registered under
 * `/api`. One hook guards the subtree: no session is 401, an admin is 403 (an
 * admin is nobody's guardian). Ownership is in every query, so another family's record is a 404.
 */
const myRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('guardian'));
  await app.register(travellers);
  await app.register(withdrawal);
  await app.register(roommates);
  await app.register(messages);
  await app.register(timeline);
  await app.register(payments);
  await app.register(consentForm);
  await app.register(travelAuthorisation);
  await app.register(confirmation);
  await app.register(documents);
  await app.register(myDataRights);
  await app.register(waitingList);
  await app.register(health);
  await app.register(healthAddenda);
  await app.register(checklist);
  await app.register(corrections);
};

export default myRoutes;
