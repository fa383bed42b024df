import { isUuid, mayDownloadPack, packWipeOn, tripDate, type PackStatus } from '@voyage/domain';
import { findStaffGrant } from '../../accounts/queries/staff-roles.ts';
import type { Database } from '../../db/database.ts';
import { findPack } from '../queries/trip-day-packs.ts';

/**
 * `GET /api/trip-day/packs/:packId` (docs/product/trip-day.md#wiping): asked by the phone at each contact,
 * signed in or not (a revoked account's sessions have ended). The pack's id is its only key and the answer
 * says nothing but whether to keep it.
 */
export async function packStatus(db: Database, packId: string, now: Date): Promise<PackStatus> {
  const pack = isUuid(packId) ? await findPack(db, packId) : undefined;
  if (!pack) return { wipe: true, reason: 'unknown', wipeOn: null };
  const wipeOn = packWipeOn(pack.inboundDate, pack);
  const grant = await findStaffGrant(db, pack.userId);
  if (!grant || !mayDownloadPack(grant, pack.departureId)) return { wipe: true, reason: 'revoked', wipeOn };
  if (tripDate(now) >= wipeOn) return { wipe: true, reason: 'expired', wipeOn };
  return { wipe: false, reason: null, wipeOn };
}
