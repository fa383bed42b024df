import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.ts';
import { statementImports, statementLines } from '../../../src/db/schema/index.ts';
import { multipartBody } from '../../files/upload-kit.ts';
import { camt053 } from '../../payments/statement-kit.ts';
import { adminOnly, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/** The statement import's rows of the route-by-role matrix: every call staff only. */

const FILE_NAME = 'matrix-statement.xml';

/** Removes the imports (and their lines) the matrix made. */
export async function removeMatrixStatements(db: Database): Promise<void> {
  await db.delete(statementImports).where(eq(statementImports.fileName, FILE_NAME));
}

async function previewed(w: World): Promise<string> {
  const [row] = await w.db
    .insert(statementImports)
    .values({ tripId: w.tripId, format: 'camt053', fileName: FILE_NAME, accountIban: null, lines: [] })
    .returning({ id: statementImports.id });
  return row!.id;
}

async function waitingLine(w: World): Promise<string> {
  const importId = await previewed(w);
  const [row] = await w.db
    .insert(statementLines)
    .values({
      tripId: w.tripId,
      importId,
      importKey: `matrix:${randomUUID()}`,
      bookingDate: '2026-01-01',
      amountCents: 30_000,
      text: 'Matrix',
      match: { state: 'not-matched' },
      outcome: 'waiting',
    })
    .returning({ id: statementLines.id });
  return row!.id;
}

export const statementMatrix = (approvedOfA: (world: World) => Promise<string>): Record<string, Entry> => ({
  'POST /api/admin/statements': {
    call: (w) => {
      return {
        url: `/api/admin/statements?trip_id=${w.tripId}`,
        multipart: multipartBody([
          { name: 'format', value: 'camt053' },
          { name: 'file', fileName: FILE_NAME, bytes: camt053([{ cents: 100, text: 'Matrix' }]) },
        ]),
      };
    },
    expect: adminOnly(201),
  },
  'GET /api/admin/statements/:id': {
    call: async (w) => ({ url: `/api/admin/statements/${await previewed(w)}` }),
    expect: adminOnly(),
  },
  'POST /api/admin/statements/:id/apply': {
    call: async (w) => ({ url: `/api/admin/statements/${await previewed(w)}/apply`, payload: {} }),
    expect: adminOnly(),
  },
  'GET /api/admin/statement-lines': {
    call: (w) => ({ url: `/api/admin/statement-lines?trip_id=${w.tripId}` }),
    expect: adminOnly(),
  },
  'GET /api/admin/statement-mappings': {
    call: () => ({ url: '/api/admin/statement-mappings?bank=Matrix' }),
    expect: adminOnly(),
  },
  'POST /api/admin/statement-lines/:id/assign': {
    call: async (w) => ({
      url: `/api/admin/statement-lines/${await waitingLine(w)}/assign`,
      payload: { travellerId: await approvedOfA(w), overrideReason: 'Matrix' },
    }),
    expect: adminOnly(204),
  },
  'POST /api/admin/statement-lines/:id/set-aside': {
    call: async (w) => ({
      url: `/api/admin/statement-lines/${await waitingLine(w)}/set-aside`,
      payload: { reason: 'Matrix' },
    }),
    expect: adminOnly(204),
  },
});
