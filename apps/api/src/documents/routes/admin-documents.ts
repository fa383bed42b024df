import {
  adminTravellerSchema,
  apiErrorSchema,
  DOCUMENT_STATUSES,
  documentQueuePageSchema,
  documentQueueQuerySchema,
  documentRejectBodySchema,
  isUuid,
  idDocumentBodySchema,
  staffDocumentSchema,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffFileSchema } from '../../files/file-route-schemas.ts';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { listDocumentQueuePage } from '../queries/document-queue.ts';
import { listStaffTravellerDocuments } from '../queries/documents.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { acceptDocument } from '../services/accept-document.ts';
import { openDocumentDownload } from '../services/open-document-download.ts';
import { rejectDocument } from '../services/reject-document.ts';
import { saveStaffIdDocument } from '../services/save-id-document.ts';

const params = z.object({ id: z.string() });
const conflict = apiErrorSchema
  .extend({ currentStatus: z.enum(DOCUMENT_STATUSES) })
  .describe('Another member of staff decided on it meanwhile, or the family withdrew it (CONFLICT)');

/**
 * Staff's side of documents (docs/product/documents.md#staff-review): the queue of uploads waiting, the
 * decision on each, the files (always as a download, never rendered by the browser) and the identity
 * document's details. Each decision runs one transaction under the traveller's and the document's row locks and
 * writes its audit row (and the family's e-mail) with it.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return { db: app.db, actorUserId: actor.id, now: new Date(), ...requestOrigin(request) };
  };

  app.get(
    '/admin/documents',
    {
      schema: {
        tags: ['admin'],
        summary:
          "One page of the trip's documents, filtered by `status`, `type` and `school_id` and searched, with the total that match: the uploads waiting (status=pending) oldest first unless `sort`, any other list newest first (withdrawn ones included)",
        security: adminSecurity,
        querystring: documentQueueQuerySchema,
        response: { 200: documentQueuePageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listDocumentQueuePage(app.db, trip, request.query);
    },
  );

  app.get(
    '/admin/travellers/:id/documents',
    {
      schema: {
        tags: ['admin'],
        summary: "A registration's documents, every status (withdrawn ones too), newest first, with who reviewed each",
        security: adminSecurity,
        params,
        response: {
          200: staffDocumentSchema.array(),
          ...errorResponses({ 404: 'No such registration, or it is deleted' }),
          ...adminGuardErrors,
        },
      },
    },
    async (request) => {
      const traveller = isUuid(request.params.id) ? await findAdminTraveller(app.db, request.params.id) : undefined;
      if (!traveller || traveller.status === 'deleted') throw notFound('Registration');
      return listStaffTravellerDocuments(app.db, traveller.id);
    },
  );

  app.get(
    '/admin/documents/:id/file',
    {
      schema: staffFileSchema(
        "A document's file, as an attachment (its stored type; the download is audited)",
        'No such document, or its file is missing from storage',
      ),
    },
    async (request, reply) => {
      const actor = (await app.sessionUser(request, reply))!;
      const download = await openDocumentDownload({
        db: app.db,
        storage: app.storage,
        documentId: request.params.id,
        ...requestOrigin(request),
        actorUserId: actor.id,
      });
      return sendStoredFile(reply, download);
    },
  );

  app.post(
    '/admin/documents/:id/accept',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accepts a Processing document',
        security: adminSecurity,
        params,
        response: {
          200: staffDocumentSchema,
          ...errorResponses({ 404: 'No such document' }),
          409: conflict,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => acceptDocument({ ...(await context(request, reply)), documentId: request.params.id }),
  );

  app.post(
    '/admin/documents/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Rejects a Processing document with a `reason`, e-mailed to the family in their language, who may upload a new one',
        security: adminSecurity,
        params,
        body: documentRejectBodySchema,
        response: {
          200: staffDocumentSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors), or a field the call does not take',
            404: 'No such document',
          }),
          409: conflict,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) =>
      rejectDocument({
        ...(await context(request, reply)),
        documentId: request.params.id,
        reason: request.body.reason,
        publicUrl: app.publicUrl,
      }),
  );

  app.put(
    '/admin/travellers/:id/id-document',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The traveller's identity document (`idDocumentType`, `idDocumentNumber`, `idDocumentExpiresOn` YYYY-MM-DD, `idDocumentIssuingCountry`); the audit row names the fields changed",
        security: adminSecurity,
        params,
        body: idDocumentBodySchema,
        response: {
          200: adminTravellerSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors), or a field the call does not take',
            404: 'No such traveller, or it is deleted',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) =>
      saveStaffIdDocument({
        ...(await context(request, reply)),
        travellerId: request.params.id,
        idDocument: request.body,
      }),
  );
};

export default documentRoutes;
