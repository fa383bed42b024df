import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  DOCUMENT_STATUSES,
  documentTypeFieldsSchema,
  MY_DOCUMENT_TYPES,
  idDocumentBodySchema,
  travellerSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_FORM_LIMITS, receiveUpload } from '../../files/read-document-form.ts';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { UPLOADS_AT_ONCE } from '../../files/upload-slots.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { idempotencyKeyHeaders } from '../../lib/idempotency.ts';
import { errorResponses, guardianGuardErrors } from '../../lib/route-schemas.ts';
import { openDocumentDownload } from '../services/open-document-download.ts';
import { saveMyIdDocument } from '../services/save-id-document.ts';
import { requireDocumentTraveller, submitDocument } from '../services/submit-document.ts';
import { withdrawDocument } from '../services/withdraw-document.ts';

const security = [{ session: [] }];
const notTheirs = errorResponses({ 404: 'Not one of this guardian’s registrations or documents' });

/**
 * A family's documents (docs/product/documents.md): upload the signed consent or a new ID, withdraw an
 * upload still Processing, open one, describe the identity document (passport or ID card). The multipart parser is
 * registered inside this plugin alone.
 */
const myDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: DOCUMENT_FORM_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/my/travellers/:id/documents',
    {
      schema: {
        tags: ['my'],
        summary:
          'Uploads a document (multipart: `type` consent | passport | id_card, then `file`: JPEG, PNG or PDF up to 10 MiB, a consent too); it waits as Processing and replaces an upload of the same kind still Processing',
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string() }),
        headers: idempotencyKeyHeaders('Same key, same answer: a retry creates no second document'),
        response: {
          201: travellerSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED with fieldErrors type, file)',
            409: 'A consent before approval or the registration ended (DOCUMENTS_CLOSED), an ID when one was accepted (DOCUMENT_ACCEPTED), or the key was used for another request (IDEMPOTENCY_CONFLICT)',
            413: 'Over 10 MiB, over 40 megapixels, or too many parts',
            415: 'Not a JPEG, PNG or plain PDF (nor a Word file, for a consent), or a name that does not match the content',
            422: 'The image or PDF is damaged or incomplete (FILE_UNREADABLE)',
            429: 'Another upload from this account (or this address) is still in progress',
          }),
          ...notTheirs,
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      await requireDocumentTraveller(app.db, user.id, request.params.id);
      const answer = await receiveUpload(request, {
        slots: [
          [`guardian:${user.id}`, UPLOADS_AT_ONCE.perDraft],
          [`client:${request.ip}`, UPLOADS_AT_ONCE.perClient],
        ],
        fields: documentTypeFieldsSchema(MY_DOCUMENT_TYPES),
        use: ({ fields, file }) =>
          submitDocument({
            db: app.db,
            storage: app.storage,
            guardianUserId: user.id,
            travellerId: request.params.id,
            type: fields.type,
            file,
            idempotencyKey: request.headers['idempotency-key'],
            now: new Date(),
            ...requestOrigin(request),
          }),
      });
      return reply.code(answer.statusCode as 201).send(answer.traveller);
    },
  );

  app.post(
    '/my/travellers/:id/documents/:documentId/withdraw',
    {
      schema: {
        tags: ['my'],
        summary: 'Withdraws a document the family uploaded while it is still Processing',
        security,
        params: z.object({ id: z.string(), documentId: z.string() }),
        response: {
          200: travellerSchema,
          ...notTheirs,
          409: apiErrorSchema
            .extend({ currentStatus: z.enum(DOCUMENT_STATUSES) })
            .describe('Staff reviewed it meanwhile, or it was already withdrawn (CONFLICT), with its current status'),
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return withdrawDocument({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        documentId: request.params.documentId,
        ...requestOrigin(request),
      });
    },
  );

  app.get(
    '/my/documents/:id/file',
    {
      schema: {
        tags: ['my'],
        summary: "The file of one of the family's documents, as an attachment (an <img> shows an image one)",
        security,
        params: z.object({ id: z.string() }),
        response: {
          200: z.any().describe('The file, with the Content-Type it was stored with'),
          ...notTheirs,
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      const download = await openDocumentDownload({
        db: app.db,
        storage: app.storage,
        documentId: request.params.id,
        guardianUserId: user.id,
      });
      return sendStoredFile(reply, download);
    },
  );

  app.put(
    '/my/travellers/:id/id-document',
    {
      schema: {
        tags: ['my'],
        summary:
          'The identity document the traveller flies with (`idDocumentType` passport | id_card, `idDocumentNumber`, `idDocumentExpiresOn` YYYY-MM-DD, `idDocumentIssuingCountry` ISO 3166-1 alpha-2)',
        security,
        params: z.object({ id: z.string() }),
        body: idDocumentBodySchema,
        response: {
          200: travellerSchema,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED, fieldErrors), or a field the call does not take',
            409: 'The registration is neither pending nor approved (DOCUMENTS_CLOSED)',
          }),
          ...notTheirs,
          ...guardianGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const user = (await app.sessionUser(request, reply))!;
      return saveMyIdDocument({
        db: app.db,
        guardianUserId: user.id,
        travellerId: request.params.id,
        idDocument: request.body,
        now: new Date(),
        ...requestOrigin(request),
      });
    },
  );
};

export default myDocumentRoutes;
