import type { HealthAddendumRow, HealthAddendumStatus, StaffHealthAddendum } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { decideAsStaff } from '../../review-kernel/decision.ts';
import { reviewMailBasics } from '../../review/registration-status-change.ts';
import { staffAddendumView } from '../addendum-view.ts';
import { seal } from '../health-cipher.ts';
import { healthAddendumReview } from '../health-addendum-decision.ts';
import { acknowledgeAddendumRow, addendaOf, tripAddenda } from '../queries/health-addenda.ts';
import { findHealthTraveller } from '../queries/health-records.ts';

/** Staff and the changes families sent after the freeze (docs/product/health.md#changes-after-the-freeze). */

type Staff = RequestOrigin & { db: Database; key: Buffer; actorUserId: string };

/**
 * `GET /api/admin/travellers/:id/health/addenda`: a registration's addenda, the newest first, their texts
 * opened: a full read, audited as the record's is (`health.read`).
 */
export async function readStaffAddenda(options: Staff & { travellerId: string }): Promise<StaffHealthAddendum[]> {
  const { db, key, travellerId } = options;
  const traveller = await findHealthTraveller(db, travellerId);
  if (!traveller) throw notFound('Traveller');
  const rows = await addendaOf(db, travellerId);
  await audit(db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    action: 'health.read',
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
    details: { addenda: rows.length },
  });
  return rows.map((row) => staffAddendumView(key, row));
}

/**
 * `POST /api/admin/health/addenda/:id/acknowledge`: the health lead has read it, with an optional note (sealed);
 * the family is e-mailed in its language. Through the review kernel: a second acknowledgement is a 409.
 */
export function acknowledgeAddendum(
  options: Staff & { addendumId: string; actorName: string; note: string; publicUrl: string; now: Date },
): Promise<StaffHealthAddendum> {
  const { key, addendumId, actorName, note, publicUrl, now, ...decision } = options;
  return decideAsStaff({
    ...decision,
    area: healthAddendumReview(key),
    id: addendumId,
    from: 'waiting',
    async decide(tx, { item, traveller, trip }) {
      await acknowledgeAddendumRow(tx, addendumId, {
        by: decision.actorUserId,
        byName: actorName,
        at: now,
        note: seal(key, note),
      });
      return {
        action: 'health.addendum-acknowledged',
        details: { section: item.section, withNote: note !== '' },
        mail: {
          template: 'health-addendum-acknowledged',
          data: reviewMailBasics(traveller, trip.title, publicUrl),
        },
      };
    },
  });
}

/** `GET /api/admin/health/addenda`: the trip's addenda in one status, oldest first, without their texts. */
export async function listTripAddenda(
  db: Database,
  tripId: number,
  status: HealthAddendumStatus,
): Promise<HealthAddendumRow[]> {
  const rows = await tripAddenda(db, tripId, status);
  return rows.map(({ firstName, lastName, sentAt, ...row }) => ({
    ...row,
    travellerName: `${firstName} ${lastName}`,
    sentAt: sentAt.toISOString(),
  }));
}
