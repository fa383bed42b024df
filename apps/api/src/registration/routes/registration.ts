import {
  registrationCodeCheckSchema,
  registrationDetailsSubmitSchema,
  registrationDraftSaveSchema,
  registrationDraftSchema,
  registrationStartSchema,
  registrationSubmittedSchema,
  tripQuerySchema,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { newAccountToken } from '../../accounts/account-token.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { idempotencyKeyHeaders } from '../../lib/idempotency.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { tooManyAttempts } from '../../plugins/rate-limit.ts';
import { draftResponse, findDraft } from '../queries/registration-drafts.ts';
import { clearDraftCookie, draftTokenHash, setDraftCookie } from '../draft-cookie.ts';
import { discardRegistrationDraft } from '../services/discard-registration-draft.ts';
import { saveRegistrationDraft } from '../services/save-registration-draft.ts';
import { checkRegistrationCode, startRegistration } from '../services/start-registration.ts';
import { submitRegistrationDetails } from '../services/submit-registration-details.ts';
import { submitRegistration } from '../services/submit-registration.ts';

type RegistrationRouteOptions = {
  /** Whether cookies are `Secure` (PUBLIC_URL is https). */
  secure: boolean;
  /** Registration codes one client address may try per window (REGISTRATION_CODE_RATE_LIMIT_MAX). */
  codeAttemptsPerWindow: number;
};

const ATTEMPT_WINDOW = 15 * 60 * 1000;
const tags = ['registration'];
const noDraft = errorResponses({
  404: 'No registration in progress in this browser (no cookie, expired, or another trip)',
});
const invalid = errorResponses({
  400: 'Invalid fields (VALIDATION_FAILED with fieldErrors, keyed by the path in the body: details.roommates.1)',
});
const sent = errorResponses({ 409: 'The registration was already sent (ALREADY_SUBMITTED)' });
/** Step 2's checks, per registration in progress and per client address (a school's computer room shares one), in 15 minutes. */
export const DETAILS_ATTEMPTS_PER_DRAFT = 30;
export const DETAILS_ATTEMPTS_PER_ADDRESS = 300;

/**
 * The public registration (docs/product/registration.md): code, traveller details, ID, thank-you. What
 * the parent enters is kept on the server as a draft, found by the httpOnly cookie `voyage.registration`;
 * the ID upload has its own route file. Anyone may call these: the cookie is the permission.
 */
const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (app, options) => {
  // Checking a code and starting with one have a limit each, of the same size: the screen checks before it
  // starts, and the codes (31⁸ of them) stay out of reach of twice the tries.
  const codeAttempts = { max: options.codeAttemptsPerWindow, timeWindow: ATTEMPT_WINDOW };
  app.post(
    '/registration/code-check',
    {
      config: { rateLimit: codeAttempts },
      schema: {
        tags,
        summary: "Whether a school's registration code opens the trip's registration: 200 either way",
        body: registrationStartSchema,
        response: {
          200: registrationCodeCheckSchema,
          ...invalid,
          ...errorResponses({
            404: 'No such trip',
            409: 'Registrations for the trip are closed (REGISTRATION_CLOSED)',
            429: 'Too many codes tried from this address (RATE_LIMITED, Retry-After)',
          }),
        },
      },
    },
    async (request) => checkRegistrationCode({ db: app.db, input: request.body, now: new Date() }),
  );

  app.post(
    '/registration/start',
    {
      config: { rateLimit: codeAttempts },
      schema: {
        tags,
        summary: "Step 1: a school's registration code opens (or resumes) a registration in this browser",
        body: registrationStartSchema,
        response: {
          200: registrationDraftSchema.describe("This browser's registration in progress, resumed"),
          201: registrationDraftSchema.describe('A new registration in progress (the cookie is set)'),
          ...invalid,
          ...errorResponses({
            404: 'No such trip',
            409: 'Registrations for the trip are closed (REGISTRATION_CLOSED)',
            429: 'Too many codes tried from this address (RATE_LIMITED, Retry-After)',
          }),
        },
      },
    },
    async (request, reply) => {
      const fresh = newAccountToken();
      const started = await startRegistration({
        db: app.db,
        input: request.body,
        now: new Date(),
        currentTokenHash: draftTokenHash(request),
        freshTokenHash: fresh.tokenHash,
      });
      if (!started.isNew) return reply.code(200).send(started.draft);
      setDraftCookie(reply, fresh.token, options.secure);
      return reply.code(201).send(started.draft);
    },
  );

  app.get(
    '/registration/draft',
    {
      schema: {
        tags,
        summary:
          "This browser's registration in progress for the trip, to resume it; null when there is none yet (a first visit is not an error)",
        querystring: tripQuerySchema,
        response: { 200: registrationDraftSchema.nullable(), ...invalid },
      },
    },
    async (request) => {
      const tokenHash = draftTokenHash(request);
      const draft = tokenHash ? await findDraft(app.db, tokenHash, new Date()) : undefined;
      if (!draft || draft.tripId !== request.query.trip_id) return null;
      return draftResponse(app.db, draft);
    },
  );

  app.put(
    '/registration/draft',
    {
      schema: {
        tags,
        summary: 'Saves step 2 as typed so far (autosave); the rules are checked on continuing',
        body: registrationDraftSaveSchema,
        response: { 200: registrationDraftSchema, ...invalid, ...noDraft, ...sent },
      },
    },
    async (request) =>
      saveRegistrationDraft({
        db: app.db,
        tokenHash: draftTokenHash(request),
        details: request.body.details,
        now: new Date(),
      }),
  );

  // Step 2 is tried by hand: a family corrects a field a few times. Far more is a machine guessing.
  const countDraftAttempt = app.createRateLimit({
    max: DETAILS_ATTEMPTS_PER_DRAFT,
    timeWindow: ATTEMPT_WINDOW,
    keyGenerator: (request) => `draft:${draftTokenHash(request) ?? request.ip}`,
  });
  const detailsAttemptsPerDraft = async (request: FastifyRequest, reply: FastifyReply) => {
    const attempt = await countDraftAttempt(request);
    if (attempt.isAllowed || !attempt.isExceeded) return;
    reply.header('retry-after', attempt.ttlInSeconds);
    throw tooManyAttempts(attempt.ttl);
  };
  app.post(
    '/registration/draft/details',
    {
      config: { rateLimit: { max: DETAILS_ATTEMPTS_PER_ADDRESS, timeWindow: ATTEMPT_WINDOW } },
      // Before the body is checked: a refused body is a try too.
      preValidation: detailsAttemptsPerDraft,
      schema: {
        tags,
        summary: 'Step 2 done: every rule checked; on to the ID',
        body: registrationDetailsSubmitSchema,
        response: {
          200: registrationDraftSchema,
          ...invalid,
          ...noDraft,
          ...errorResponses({ 409: 'ALREADY_SUBMITTED' }),
        },
      },
    },
    async (request) =>
      submitRegistrationDetails({
        db: app.db,
        tokenHash: draftTokenHash(request),
        details: request.body.details,
        now: new Date(),
      }),
  );

  app.delete(
    '/registration/draft',
    {
      schema: {
        tags,
        summary: '"Start over": deletes the unsent registration in progress and forgets it in this browser',
        response: { 204: z.null().describe('Done (also when there was nothing to delete)') },
      },
    },
    async (request, reply) => {
      await discardRegistrationDraft({ db: app.db, tokenHash: draftTokenHash(request) });
      clearDraftCookie(reply, options.secure);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/registration/submit',
    {
      schema: {
        tags,
        summary: 'Sends the registration: a pending registration, and the confirmation link mailed to the guardian',
        headers: idempotencyKeyHeaders('Same key, same answer (a retry)'),
        response: {
          200: registrationSubmittedSchema.describe('Already sent from this browser: the same answer again'),
          201: registrationSubmittedSchema,
          ...invalid,
          ...noDraft,
          ...errorResponses({ 409: 'DOCUMENT_REQUIRED or IDEMPOTENCY_CONFLICT' }),
        },
      },
    },
    async (request, reply) => {
      const answer = await submitRegistration({
        db: app.db,
        tokenHash: draftTokenHash(request),
        ...requestOrigin(request),
        publicUrl: app.publicUrl,
        now: new Date(),
        idempotencyKey: request.headers['idempotency-key'],
      });
      // 201 when sent now, 200 when this browser's earlier send is answered again (a stored answer).
      return reply.code(answer.statusCode as 200 | 201).send(answer.body);
    },
  );
};

export default registrationRoutes;
