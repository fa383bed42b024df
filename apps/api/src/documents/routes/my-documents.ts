import {
  DOCUMENT_STATUSES,
  documentTypeFieldsSchema,
  MY_DOCUMENT_TYPES,
  idDocumentBodySchema,
  travellerSchema,
} from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  familyCall,
  familyUploadSchema,
  familyUploadSlots,
  registerUploadParser,
} from '../../files/file-route-schemas.ts';
import { receiveUpload } from '../../files/read-document-form.ts';
import { registerFamilyItemRoutes } from '../../files/family-item-routes.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { errorResponses, guardianGuardErrors, guardianSecurity } from '../../lib/route-schemas.ts';
import { openDocumentDownload } from '../services/open-document-download.ts';
import { saveMyIdDocument } from '../services/save-id-document.ts';
import { requireDocumentTraveller, submitDocument } from '../services/submit-document.ts';
import { withdrawDocument } from '../services/withdraw-document.ts';

const security = guardianSecurity;
const NOT_THEIRS = 'Not one of this guardian’s registrations or documents';
const notTheirs = errorResponses({ 404: NOT_THEIRS });

/**
 * A family's documents (docs/product/documents.md): upload the signed consent or travel authorisation, or a new ID, withdraw an
 * upload still Processing, open one, describe the identity document (passport or ID card). The multipart parser is
 * registered inside this plugin alone.
 */
const myDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploadParser(app);

  app.post(
    '/my/travellers/:id/documents',
    {
      schema: familyUploadSchema({
        summary:
          'Uploads a document (multipart: `type` consent | travel_authorisation | passport | id_card, then `file`: JPEG, PNG or PDF up to 10 MiB, a signed form too); it waits as Processing and replaces an upload of the same kind still Processing',
        retry: 'Same key, same answer: a retry creates no second document',
        refusals: {
          400: 'A field missing or not valid (VALIDATION_FAILED with fieldErrors type, file)',
          409: 'A consent or travel authorisation before approval or the registration ended (DOCUMENTS_CLOSED), an ID when one was accepted (DOCUMENT_ACCEPTED), or the key was used for another request (IDEMPOTENCY_CONFLICT)',
          415: 'Not a JPEG, PNG or plain PDF (nor a Word file, for a signed form), or a name that does not match the content',
          422: 'The image or PDF is damaged or incomplete (FILE_UNREADABLE)',
        },
        notTheirs: NOT_THEIRS,
        responses: {},
      }),
    },
    async (request, reply) => {
      const call = await familyCall(app, request, reply);
      await requireDocumentTraveller(app.db, call.guardianUserId, request.params.id);
      const answer = await receiveUpload(request, {
        slots: familyUploadSlots(request, call.guardianUserId),
        fields: documentTypeFieldsSchema(MY_DOCUMENT_TYPES),
        use: ({ fields, file }) =>
          submitDocument({
            ...call,
            travellerId: request.params.id,
            type: fields.type,
            file,
            idempotencyKey: request.headers['idempotency-key'],
          }),
      });
      return reply.code(answer.statusCode as 201).send(answer.traveller);
    },
  );

  registerFamilyItemRoutes(app, {
    collection: 'documents',
    item: 'documentId',
    statuses: DOCUMENT_STATUSES,
    notTheirs: NOT_THEIRS,
    withdraw: {
      summary: 'Withdraws a document the family uploaded while it is still Processing',
      conflict: 'Staff reviewed it meanwhile, or it was already withdrawn (CONFLICT), with its current status',
      run: ({ itemId, ...call }) => withdrawDocument({ ...call, documentId: itemId }),
    },
    file: {
      url: '/my/documents/:id/file',
      summary: "The file of one of the family's documents, as an attachment (an <img> shows an image one)",
      open: ({ itemId, ...call }) => openDocumentDownload({ ...call, documentId: itemId }),
    },
  });

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
