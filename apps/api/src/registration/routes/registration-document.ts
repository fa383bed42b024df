import multipart from '@fastify/multipart';
import { documentTypeFieldsSchema, ID_DOCUMENT_TYPES, registrationDraftSchema } from '@voyage/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_FORM_LIMITS, receiveUpload } from '../../files/read-document-form.ts';
import { UPLOADS_AT_ONCE } from '../../files/upload-slots.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { findDraft } from '../queries/registration-drafts.ts';
import { draftTokenHash } from '../draft-cookie.ts';
import { attachDraftDocument } from '../services/attach-draft-document.ts';
import { requireOpenDraft } from '../open-draft.ts';
import { removeDraftDocument } from '../services/remove-draft-document.ts';

const draftErrors = errorResponses({
  403: 'The CSRF check failed',
  404: 'No registration in progress for this browser (or it expired)',
  409: 'The registration has already been sent (ALREADY_SUBMITTED)',
});

/**
 * Step 3 of the public registration: the child's passport or ID card. The only routes that accept
 * multipart: the parser is registered inside this plugin alone.
 */
const registrationDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: DOCUMENT_FORM_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/registration/draft/document',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Uploads the ID (multipart: `type` = passport | id_card, then `file`: JPEG, PNG or PDF up to 10 MiB); replaces an earlier one',
        consumes: ['multipart/form-data'],
        response: {
          200: registrationDraftSchema,
          ...draftErrors,
          ...errorResponses({
            400: 'Missing or invalid type or file, or an empty file',
            413: 'Over 10 MiB, over 40 megapixels, or too many parts',
            429: 'Another upload of this registration (or this address) is still in progress',
            415: 'Not a JPEG, PNG or plain PDF',
            422: 'The image or PDF is damaged or incomplete (FILE_UNREADABLE)',
          }),
        },
      },
    },
    async (request) => {
      const tokenHash = draftTokenHash(request);
      // Before the upload is read: a request with no registration behind it costs no decoding.
      requireOpenDraft(tokenHash ? await findDraft(app.db, tokenHash, new Date()) : undefined);
      return receiveUpload(request, {
        slots: [
          [`draft:${tokenHash}`, UPLOADS_AT_ONCE.perDraft],
          [`client:${request.ip}`, UPLOADS_AT_ONCE.perClient],
        ],
        fields: documentTypeFieldsSchema(ID_DOCUMENT_TYPES),
        use: ({ fields, file }) =>
          attachDraftDocument({
            db: app.db,
            storage: app.storage,
            tokenHash,
            type: fields.type,
            file,
            now: new Date(),
          }),
      });
    },
  );

  app.delete(
    '/registration/draft/document',
    {
      schema: {
        tags: ['registration'],
        summary: 'Removes the uploaded ID from the registration in progress',
        response: { 200: registrationDraftSchema, ...draftErrors },
      },
    },
    async (request) =>
      removeDraftDocument({ db: app.db, storage: app.storage, tokenHash: draftTokenHash(request), now: new Date() }),
  );
};

export default registrationDocumentRoutes;
