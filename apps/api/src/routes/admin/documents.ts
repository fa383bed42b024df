import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../files/send-stored-file.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { openDocumentDownload } from '../../services/open-document-download.ts';

/** Staff open the documents families uploaded: always as a download, never rendered by the browser. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/documents/:id/file',
    {
      schema: {
        tags: ['admin'],
        summary: "A document's file, as an attachment (its stored type; the download is audited)",
        security: adminSecurity,
        params: z.object({ id: z.string() }),
        response: {
          // Bytes, not JSON: a stream is sent as it is, never through the serializer.
          200: z.any().describe('The file, with the Content-Type it was stored with'),
          ...adminGuardErrors,
          ...errorResponses({ 404: 'No such document, or its file is missing from storage' }),
        },
      },
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
};

export default documentRoutes;
