import {
  addDays,
  daysAfterTrip,
  RETENTION_POLICY,
  retentionRule,
  tripDate,
  type RetentionPolicy,
  type RetentionRun,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { eraseTravellerRows, listTripRetentions, pendingTravellerIds, removeIdData } from '../queries/data-rights.ts';
import { applyTimedRetention } from './apply-timed-retention.ts';
import { deleteTripHealthAddenda } from '../../health/queries/health-addenda.ts';
import { deleteTripHealthRecords } from '../../health/queries/health-records.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deleteTripDayRecords } from '../../trip-day/queries/trip-day-actions.ts';

const BATCH = 50;

/**
 * Deletes stored objects whose `files` rows a committed transaction removed. A missing object is no error;
 * one the store fails to delete is left to the file sweeper, which removes objects without a row.
 */
export async function removeStoredObjects(storage: FileStorage, fileIds: readonly string[]): Promise<number> {
  let failed = 0;
  for (const id of fileIds) {
    try {
      await storage.delete(id);
    } catch {
      failed += 1;
    }
  }
  return failed;
}

type RetentionOptions = {
  db: Database;
  storage: FileStorage;
  now: Date;
  batchSize?: number;
  /** The policy the pass follows: the product's own unless a test hands it another. */
  policy?: RetentionPolicy;
};

/**
 * One pass of the retention policy (`RETENTION_POLICY`, docs/product/data-rights.md#retention-policy), for
 * every trip, then for the timed rules (sessions, links, e-mails, the audit log…: `applyTimedRetention`):
 *   1. from the days the `id-scans` and `passport-details` rules give after the trip's return date on (the
 *      trip's `idRetentionDays`), its ID scans (passport, identity card) and its travellers' identity document
 *      details (type, number, expiry, issuing country) are removed, and their health records and the changes
 *      sent after the freeze (docs/product/health.md#retention); payments and their receipts stay;
 *   2. from the days the `pending-registrations` rule gives after it (90), its registrations that never went
 *      past pending are erased.
 * Each step is one transaction with one audit row holding counts only; objects are deleted after the
 * commit. Idempotent: a second pass finds nothing and writes nothing. Several processes may run it: rows
 * are deleted once, and the counts come from what each transaction deleted.
 */
export async function applyDataRetention({
  db,
  storage,
  now,
  batchSize = BATCH,
  policy = RETENTION_POLICY,
}: RetentionOptions): Promise<RetentionRun> {
  const today = tripDate(now);
  const run: RetentionRun = { trips: 0, idDocuments: 0, passportDetails: 0, erasedRegistrations: 0, timedRows: 0 };
  const idScans = retentionRule(policy, 'id-scans');
  const pending = retentionRule(policy, 'pending-registrations');
  const all = await listTripRetentions(db);
  for (const trip of all) {
    let touched = false;
    if (today >= addDays(trip.endsOn, daysAfterTrip(idScans, trip))) {
      const removed = await db.transaction(async (tx) => {
        const result = {
          ...(await removeIdData(tx, trip.id)),
          healthRecords: await deleteTripHealthRecords(tx, trip.id),
          healthAddenda: await deleteTripHealthAddenda(tx, trip.id),
          tripDayMarks: await deleteTripDayRecords(tx, trip.id),
        };
        const removedRows = result.healthRecords + result.healthAddenda + result.tripDayMarks;
        if (result.idDocuments + result.passportDetails + removedRows > 0) {
          await audit(tx, {
            ip: null,
            requestId: null,
            actorUserId: null,
            action: 'data.retention-applied',
            entityType: 'trip',
            entityId: String(trip.id),
            tripId: trip.id,
            details: {
              idDocuments: result.idDocuments,
              passportDetails: result.passportDetails,
              healthRecords: result.healthRecords,
              healthAddenda: result.healthAddenda,
              tripDayMarks: result.tripDayMarks,
              files: result.fileIds.length,
              retentionDays: trip.idRetentionDays,
            },
          });
        }
        return result;
      });
      await removeStoredObjects(storage, removed.fileIds);
      run.idDocuments += removed.idDocuments;
      run.passportDetails += removed.passportDetails;
      touched ||=
        removed.idDocuments +
          removed.passportDetails +
          removed.healthRecords +
          removed.healthAddenda +
          removed.tripDayMarks >
        0;
    }
    if (today >= addDays(trip.endsOn, daysAfterTrip(pending, trip))) {
      for (;;) {
        const erased = await db.transaction(async (tx) => {
          const ids = await pendingTravellerIds(tx, trip.id, batchSize);
          const rows = await eraseTravellerRows(tx, ids);
          if (rows.travellers > 0) {
            await audit(tx, {
              ip: null,
              requestId: null,
              actorUserId: null,
              action: 'data.erased',
              entityType: 'trip',
              entityId: String(trip.id),
              tripId: trip.id,
              details: {
                reason: 'pending-expired',
                travellers: rows.travellers,
                documents: rows.documents,
                payments: rows.payments,
                messages: rows.messages,
                files: rows.fileIds.length,
                ledger: rows.ledger,
              },
            });
          }
          return { ...rows, claimed: ids.length };
        });
        await removeStoredObjects(storage, erased.fileIds);
        run.erasedRegistrations += erased.travellers;
        touched ||= erased.travellers > 0;
        if (erased.claimed < batchSize) break;
      }
    }
    if (touched) run.trips += 1;
  }
  run.timedRows = await applyTimedRetention({ db, now, policy });
  return run;
}
