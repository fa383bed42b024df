import { isUuid, type AdminTraveller, type CustomPrice } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { lockReviewedTraveller } from '../../review/queries/registration-review.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { listTravellerPayments } from '../queries/payments.ts';
import { findTravellerPrice, writeCustomPrice } from '../queries/traveller-prices.ts';

type PriceOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  /** The price staff set with its reason, or null to go back to the trip's or the family price. */
  custom: CustomPrice | null;
  actorUserId: string;
  now: Date;
};

/** 422 `PRICE_BELOW_PAID`: the family has already paid (or sent) more than the price would be. */
export const priceBelowPaid = (paidCents: number) =>
  new HttpError(422, 'PRICE_BELOW_PAID', `The family has already paid ${paidCents} cents for this traveller`, {
    cents: ['validation.priceBelowPaid'],
  });

/**
 * `PUT` and `DELETE /api/admin/travellers/:id/price` (docs/product/payments.md#a-travellers-own-price):
 * staff set a traveller's own price, always with a reason, or remove it (the trip's or the family price
 * applies again). Under the traveller's row lock, as every change of its money: never below what the
 * family has paid or sent (received and Processing), so no balance turns negative. Audited with the price
 * before and after; answers the registration as staff now see it.
 */
export async function setTravellerPrice({
  db,
  travellerId,
  custom,
  actorUserId,
  now,
  ip,
  requestId,
}: PriceOptions): Promise<AdminTraveller> {
  await db.transaction(async (tx) => {
    const traveller = isUuid(travellerId) ? await lockReviewedTraveller(tx, travellerId) : undefined;
    if (!traveller || traveller.status === 'deleted') throw notFound('Registration');
    const before = await findTravellerPrice(tx, travellerId);
    await writeCustomPrice(tx, travellerId, custom, now);
    const after = await findTravellerPrice(tx, travellerId);
    const paidCents = (await listTravellerPayments(tx, travellerId))
      .filter((payment) => payment.status === 'approved' || payment.status === 'pending')
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    if (after.priceCents < paidCents) throw priceBelowPaid(paidCents);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: custom ? 'payment.price-set' : 'payment.price-removed',
      entityType: 'traveller',
      entityId: travellerId,
      tripId: traveller.tripId,
      details: {
        from: { priceCents: before.priceCents, why: before.why },
        to: { priceCents: after.priceCents, why: after.why },
        ...(custom ? { reason: custom.reason } : {}),
      },
    });
  });
  const traveller = await findAdminTraveller(db, travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}
