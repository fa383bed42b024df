import type { BulkApproveResult } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { approveInTransaction } from './approve-registration.ts';
import { PlacesRefusalError } from '../../places/trip-places.ts';
import { DrawPendingError } from '../../places/draw-pending.ts';

type BulkApproveOptions = RequestOrigin & {
  db: Database;
  travellerIds: readonly string[];
  actorUserId: string;
  publicUrl: string;
  now: Date;
};

/**
 * `POST /api/admin/travellers/approve`: pending registrations approved one by one, each in its own
 * transaction with its own audit row and e-mail, so one refused (approved meanwhile, deleted) leaves the
 * others approved; the answer says, per id, which were and why not (for want of places: whose, how many
 * taken, of how many; docs/product/places.md). An unexpected failure is not a
 * refusal: it ends the call, and what was approved before it stays approved.
 */
export async function bulkApproveRegistrations({
  db,
  travellerIds,
  ...options
}: BulkApproveOptions): Promise<BulkApproveResult> {
  const results: BulkApproveResult['results'] = [];
  for (const travellerId of new Set(travellerIds)) {
    try {
      await db.transaction((tx) => approveInTransaction(tx, { ...options, travellerId, expectedStatus: 'pending' }));
      results.push({ id: travellerId, ok: true, code: null, details: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const details = error instanceof PlacesRefusalError || error instanceof DrawPendingError ? error.details : null;
      results.push({ id: travellerId, ok: false, code: error.code, details });
    }
  }
  return { results };
}
