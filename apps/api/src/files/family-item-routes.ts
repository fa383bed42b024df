import type { Traveller } from '@voyage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { familyCall, familyFileSchema, familyWithdrawSchema } from './file-route-schemas.ts';
import { sendStoredFile, type StoredFileDownload } from './send-stored-file.ts';

type FamilyCall = Awaited<ReturnType<typeof familyCall>>;

/** One area's words and operations for what a family sent it (a document, a payment's receipt). */
type FamilyItemRoutes<Item extends string, Status extends string> = {
  /** The collection under a traveller and its id's name: `/my/travellers/:id/documents/:documentId/withdraw`. */
  collection: string;
  item: Item;
  statuses: readonly [Status, ...Status[]];
  notTheirs: string;
  withdraw: {
    summary: string;
    conflict: string;
    run(call: FamilyCall & { travellerId: string; itemId: string }): Promise<Traveller>;
  };
  /** The item's stored file (`/my/documents/:id/file`), sent as an attachment. */
  file: { url: string; summary: string; open(call: FamilyCall & { itemId: string }): Promise<StoredFileDownload> };
};

/**
 * The two routes every family upload area has beside its own upload: withdrawing an item still Processing,
 * and downloading its file. The area keeps its words, its statuses and its services.
 */
export function registerFamilyItemRoutes<const Item extends string, const Status extends string>(
  app: FastifyInstance,
  { collection, item, statuses, notTheirs, withdraw, file }: FamilyItemRoutes<Item, Status>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `/my/travellers/:id/${collection}/:${item}/withdraw`,
    {
      schema: familyWithdrawSchema({
        summary: withdraw.summary,
        item,
        statuses,
        conflict: withdraw.conflict,
        notTheirs,
      }),
    },
    async (request, reply) => {
      const params = request.params as Record<'id' | Item, string>;
      return withdraw.run({ ...(await familyCall(app, request, reply)), travellerId: params.id, itemId: params[item] });
    },
  );
  routes.get(file.url, { schema: familyFileSchema(file.summary, notTheirs) }, async (request, reply) => {
    const download = await file.open({ ...(await familyCall(app, request, reply)), itemId: request.params.id });
    return sendStoredFile(reply, download);
  });
}
