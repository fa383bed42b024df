import { isUuid } from '@voyage/domain';
import type { AdminTraveller, PassportBody, Traveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import {
  findAdminTraveller,
  findTravellerPassport,
  updateTravellerPassport,
} from '../../travellers/queries/travellers.ts';
import { documentsClosed } from '../document-refusals.ts';

type PassportOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  passport: PassportBody;
  now: Date;
};

/**
 * Writes the passport's number and expiry under the traveller's lock, with an audit row naming the
 * fields that changed (never their values: docs/product/documents.md#passport). The same details sent
 * again change nothing and write no row.
 */
async function savePassport(
  { db, travellerId, passport, now, ip, requestId }: PassportOptions,
  actor: { actorUserId: string; guardianUserId?: string },
): Promise<void> {
  if (!isUuid(travellerId)) throw notFound('Traveller');
  await db.transaction(async (tx) => {
    const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId: actor.guardianUserId });
    if (!traveller || traveller.status === 'deleted') throw notFound('Traveller');
    // A family gives it while the registration is pending or approved; staff whenever it is not deleted.
    if (actor.guardianUserId && traveller.status !== 'pending' && traveller.status !== 'approved') {
      throw documentsClosed();
    }
    const before = await findTravellerPassport(tx, travellerId);
    const fields = (['passportNumber', 'passportExpiresOn'] as const).filter(
      (field) => before?.[field] !== passport[field],
    );
    if (fields.length === 0) return;
    await updateTravellerPassport(tx, travellerId, passport, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId: actor.actorUserId,
      action: 'registration.passport-updated',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: { fields },
    });
  });
}

/** `PUT /api/my/travellers/:id/passport`: the family gives the passport details; answers the Traveller. */
export async function saveMyPassport(options: PassportOptions & { guardianUserId: string }): Promise<Traveller> {
  const { guardianUserId } = options;
  await savePassport(options, { actorUserId: guardianUserId, guardianUserId });
  const traveller = await findMyTraveller(options.db, guardianUserId, options.travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}

/** `PUT /api/admin/travellers/:id/passport`: staff write the passport details; answers the AdminTraveller. */
export async function saveStaffPassport(options: PassportOptions & { actorUserId: string }): Promise<AdminTraveller> {
  await savePassport(options, { actorUserId: options.actorUserId });
  const traveller = await findAdminTraveller(options.db, options.travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}
