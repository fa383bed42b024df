import { isHealthRecordFrozen, type HealthAddendum, type HealthSection } from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { addendumView } from '../addendum-view.ts';
import { seal } from '../health-cipher.ts';
import { addendaOf, findAddendum, insertAddendum } from '../queries/health-addenda.ts';
import { ownApprovedTraveller, type Owner } from './my-health-record.ts';

/**
 * The changes a family sends to the health lead once the record is frozen
 * (docs/product/health.md#changes-after-the-freeze): the guardian's own approved traveller only (404 otherwise);
 * before the freeze the family edits the record itself (409 `HEALTH_RECORD_NOT_FROZEN`). The record is never changed.
 */

const notFrozen = () =>
  new HttpError(409, 'HEALTH_RECORD_NOT_FROZEN', 'The health record is not frozen yet: change it directly');

/** `GET /api/my/travellers/:id/health/addenda`: the newest first, with their state. */
export async function listMyAddenda(owner: Owner): Promise<HealthAddendum[]> {
  const traveller = await ownApprovedTraveller(owner);
  return (await addendaOf(owner.db, traveller.id)).map((row) => addendumView(owner.key, row));
}

type Send = Owner & RequestOrigin & { guardianName: string; form: { text: string; section: HealthSection | null } };

/** `POST /api/my/travellers/:id/health/addenda`: stored sealed, waiting; audited without its text. */
export async function sendMyAddendum(options: Send): Promise<HealthAddendum> {
  const { db, key, form, now, guardianUserId } = options;
  const traveller = await ownApprovedTraveller(options);
  if (!isHealthRecordFrozen(traveller, now)) throw notFrozen();
  const id = await db.transaction(async (tx) => {
    // The traveller first, as every change of a family's submitted items locks it (docs/decisions/020-review-kernel.md).
    if (!(await lockReviewedTraveller(tx, traveller.id, { guardianUserId }))) throw notFound('Traveller');
    const addendumId = await insertAddendum(tx, {
      travellerId: traveller.id,
      section: form.section,
      text: seal(key, form.text),
      sentBy: guardianUserId,
      sentByName: options.guardianName,
      sentAt: now,
    });
    await audit(tx, {
      ip: options.ip,
      requestId: options.requestId,
      actorUserId: guardianUserId,
      action: 'health.addendum-sent',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { addendumId, section: form.section },
    });
    return addendumId;
  });
  return addendumView(key, (await findAddendum(db, id))!);
}
