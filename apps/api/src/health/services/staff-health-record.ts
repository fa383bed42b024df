import type { AdminHealthRecord, HealthFlags } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { findHealthRow, findHealthTraveller } from '../queries/health-records.ts';
import { healthFlagsView, staffHealthView } from '../health-view.ts';

type Staff = { db: Database; key: Buffer; travellerId: string };

/** `GET /api/admin/travellers/:id/health/flags`: what escorts act on, no diagnosis, no free text. */
export async function readHealthFlags({ db, key, travellerId }: Staff): Promise<HealthFlags> {
  if (!(await findHealthTraveller(db, travellerId))) throw notFound('Traveller');
  return healthFlagsView(key, await findHealthRow(db, travellerId));
}

/** `GET /api/admin/travellers/:id/health`: the full record; every read is an audit row (docs/product/health.md#staff). */
export async function readStaffHealthRecord(
  options: Staff & RequestOrigin & { actorUserId: string; now: Date },
): Promise<AdminHealthRecord> {
  const { db, key, travellerId, now } = options;
  const traveller = await findHealthTraveller(db, travellerId);
  if (!traveller) throw notFound('Traveller');
  const view = staffHealthView(key, await findHealthRow(db, travellerId), traveller, now);
  await audit(db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    action: 'health.read',
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
  });
  return view;
}
