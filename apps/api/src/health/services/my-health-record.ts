import type { HealthSectionUpdate, MyHealthRecord } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { findHealthRow, findHealthTraveller, saveHealthConsent, saveHealthSection } from '../queries/health-records.ts';
import { healthView } from '../health-view.ts';
import { sealSection, type HealthSectionName } from '../sealed-record.ts';

/**
 * The family's health record in My Voyage (docs/product/health.md): the guardian's own approved traveller
 * only; another family's id, or a registration not approved, is not found. After the freeze it is read-only.
 */

export type Owner = { db: Database; key: Buffer; guardianUserId: string; travellerId: string; now: Date };

const frozen = () =>
  new HttpError(409, 'HEALTH_RECORD_FROZEN', 'The health record is frozen before the departure: tell the health lead');

/** The guardian's own approved traveller, with its trip's freeze; 404 otherwise. */
export async function ownApprovedTraveller({ db, guardianUserId, travellerId }: Owner) {
  const own = await findMyTraveller(db, guardianUserId, travellerId);
  if (!own || own.status !== 'approved') throw notFound('Traveller');
  const traveller = await findHealthTraveller(db, travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}

/** `GET /api/my/travellers/:id/health`. */
export async function readMyHealthRecord(owner: Owner): Promise<MyHealthRecord> {
  const traveller = await ownApprovedTraveller(owner);
  return healthView(owner.key, await findHealthRow(owner.db, traveller.id), traveller, owner.now);
}

type Save = Owner & RequestOrigin & { guardianName: string; update: HealthSectionUpdate };

/** `PUT /api/my/travellers/:id/health`: one section, or the consent; audited by section name only. */
export async function saveMyHealthSection(options: Save): Promise<MyHealthRecord> {
  const { db, key, update, now } = options;
  const traveller = await ownApprovedTraveller(options);
  const view = healthView(key, undefined, traveller, now);
  if (view.frozen) throw frozen();
  await db.transaction(async (tx) => {
    const origin = { ip: options.ip, requestId: options.requestId, actorUserId: options.guardianUserId };
    const about = { entityType: 'traveller', entityId: traveller.id, tripId: traveller.tripId };
    if ('consent' in update) {
      await saveHealthConsent(tx, traveller.id, {
        userId: options.guardianUserId,
        name: options.guardianName,
        at: now,
      });
      await audit(tx, { ...origin, ...about, action: 'health.consent-given' });
      return;
    }
    const [section, value] = Object.entries(update)[0] as [HealthSectionName, unknown];
    await saveHealthSection(tx, traveller.id, section, sealSection(key, section, value));
    await audit(tx, { ...origin, ...about, action: 'health.changed', details: { section } });
  });
  return healthView(key, await findHealthRow(db, traveller.id), traveller, now);
}
