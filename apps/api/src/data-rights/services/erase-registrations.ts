import { isUuid } from '@voyage/domain';
import type { ErasureResult, ErasureScope, MyErasureRequest } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import {
  eraseTravellerRows,
  findFamilyTraveller,
  guardianTravellerIds,
  listFamilyErasureRequests,
  lockTravellerForErasure,
  upsertErasureRequest,
} from '../queries/data-rights.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { removeStoredObjects } from './apply-data-retention.ts';

type RequestOptions = RequestOrigin & {
  db: Database;
  guardianUserId: string;
  travellerId: string;
  scope: ErasureScope;
  now: Date;
};

/**
 * `POST /api/my/erasure-requests` (docs/product/data-rights.md#erasure): the guardian asks for one
 * registration, or the whole family, to be erased. Recorded for staff, who carry it out from the traveller
 * screen; asked again, the request is widened or renewed, never doubled. Audited without names.
 */
export async function requestErasure(options: RequestOptions): Promise<MyErasureRequest[]> {
  const { db, guardianUserId, travellerId, scope, now } = options;
  return db.transaction(async (tx) => {
    const traveller = isUuid(travellerId) ? await findFamilyTraveller(tx, guardianUserId, travellerId) : undefined;
    if (!traveller) throw notFound('Traveller');
    await upsertErasureRequest(tx, { travellerId, scope, requestedBy: guardianUserId, now });
    await audit(tx, {
      ip: options.ip,
      requestId: options.requestId,
      actorUserId: guardianUserId,
      action: 'data.erasure-requested',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: { scope },
    });
    return listFamilyErasureRequests(tx, guardianUserId);
  });
}

type EraseOptions = RequestOrigin & {
  db: Database;
  storage: FileStorage;
  travellerId: string;
  scope: ErasureScope;
  actorUserId: string;
};

/**
 * `POST /api/admin/travellers/:id/erase` (docs/product/data-rights.md#erasure): staff erase the
 * registration, or every registration of its guardian e-mail (`family`). One transaction deletes the rows
 * and writes one audit row per registration with counts and, for money received, what the ledger needs
 * (amount, method, day), never a name; the stored objects are deleted after the commit, and the file sweeper
 * removes any a failure left behind.
 */
export async function eraseRegistrations(options: EraseOptions): Promise<ErasureResult> {
  const { db, storage, travellerId, scope } = options;
  const erased = await db.transaction(async (tx) => {
    const traveller = isUuid(travellerId) ? await lockTravellerForErasure(tx, travellerId) : undefined;
    if (!traveller) throw notFound('Traveller');
    const ids = scope === 'family' ? await guardianTravellerIds(tx, traveller.guardianEmail) : [traveller.id];
    const rows = await eraseTravellerRows(tx, ids);
    await audit(tx, {
      ip: options.ip,
      requestId: options.requestId,
      actorUserId: options.actorUserId,
      action: 'data.erased',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: {
        scope,
        travellers: rows.travellers,
        documents: rows.documents,
        payments: rows.payments,
        messages: rows.messages,
        files: rows.fileIds.length,
        ledger: rows.ledger,
      },
    });
    return rows;
  });
  await removeStoredObjects(storage, erased.fileIds);
  return {
    travellers: erased.travellers,
    documents: erased.documents,
    files: erased.fileIds.length,
    payments: erased.payments,
    messages: erased.messages,
  };
}
