import { eq } from 'drizzle-orm';
import { documents } from '../../../src/db/schema/index.ts';
import { adminOnly, type Entry } from './matrix-check.ts';
import { approvedOfA, ID_DOCUMENT, staffDocument, trip } from './matrix-kit.ts';

/** The staff's document rows of the route-by-role matrix (docs/product/documents.md): ID scans and forms. */
export const documentsMatrix: Record<string, Entry> = {
  'GET /api/admin/documents/:id/file': {
    // Guardian A's own ID scan: still staff only. The test database has records without bytes, so one is stored.
    call: async (world) => {
      const [document] = await world.db
        .select()
        .from(documents)
        .where(eq(documents.travellerId, world.familyA.travellers[0]!.id));
      await world.app.storage.put(document!.fileId, Buffer.from('matrix'));
      return { url: `/api/admin/documents/${document!.id}/file` };
    },
    expect: adminOnly(),
  },
  'GET /api/admin/documents': { call: trip('/api/admin/documents'), expect: adminOnly() },
  'GET /api/admin/travellers/:id/documents': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/documents` }),
    expect: adminOnly(),
  },
  'POST /api/admin/documents/:id/accept': staffDocument('/accept'),
  'POST /api/admin/documents/:id/reject': staffDocument('/reject', { reason: 'Matrix' }),
  'PUT /api/admin/travellers/:id/id-document': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/id-document`,
      payload: ID_DOCUMENT,
    }),
    expect: adminOnly(),
  },
  'GET /api/admin/travellers/:id/consent-form': {
    call: async (world) => ({ url: `/api/admin/travellers/${await approvedOfA(world)}/consent-form` }),
    expect: adminOnly(),
  },
  'GET /api/admin/travellers/:id/travel-authorisation': {
    call: async (world) => ({
      url: `/api/admin/travellers/${await approvedOfA(world)}/travel-authorisation?lang=fr`,
    }),
    expect: adminOnly(),
  },
};
