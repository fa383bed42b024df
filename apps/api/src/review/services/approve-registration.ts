import {
  addDays,
  creditorReferenceForCode,
  formatPersonalCode,
  scaledPlan,
  travellerPlan,
  tripDate,
  type AdminTraveller,
  type RegistrationStatus,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { findReviewTrip, takePersonalCodeNumber } from '../queries/registration-review.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { changeRegistrationStatus, reviewMailBasics } from '../registration-status-change.ts';
import { requirePlaceFor } from '../../places/trip-places.ts';
import { findTravellerPrice } from '../../payments/queries/traveller-prices.ts';

export type ApproveOptions = RequestOrigin & {
  travellerId: string;
  expectedStatus: RegistrationStatus;
  /** Null when the product approves by itself (the fair draw). */
  actorUserId: string | null;
  publicUrl: string;
  now: Date;
};

/**
 * The approval inside the caller's transaction (docs/product/review.md#approval): the personal code (the
 * trip's counter, raised under its row lock: never a code given before) and the RF payment reference made of it
 * (docs/product/payments.md#payment-reference), the approval time, the consent
 * deadline (the trip's days after today in Cyprus), and the e-mail with what to pay and by when (the
 * traveller's due dates: an instalment already due is due the trip's grace days after today), to whom, the
 * reference and the deadline.
 * A place must be free on the traveller's departure and on the trip (docs/product/places.md), counted under
 * the trip's lock, or it is refused (409 `DEPARTURE_FULL`, `TRIP_FULL`). Escorts never stop it: the
 * screen warns before, and staff decide.
 */
export async function approveInTransaction(tx: Executor, options: ApproveOptions): Promise<void> {
  const { travellerId, expectedStatus, actorUserId, publicUrl, now, ip, requestId } = options;
  await changeRegistrationStatus({
    tx,
    travellerId,
    action: 'approve',
    actor: { kind: 'staff', userId: actorUserId },
    expectedStatus,
    now,
    ip,
    requestId,
    extras: async (traveller) => {
      await requirePlaceFor(tx, traveller, now);
      const trip = await findReviewTrip(tx, traveller.tripId);
      const personalCode =
        traveller.personalCode ??
        formatPersonalCode(trip.name.en, trip.year, await takePersonalCodeNumber(tx, traveller.tripId));
      const paymentReference = creditorReferenceForCode(personalCode);
      const approvedOn = tripDate(now);
      const consentDeadline = addDays(approvedOn, trip.consentDeadlineDays);
      // The traveller's own price, as the place it takes now gives it (docs/product/payments.md#family-prices).
      const { priceCents } = await findTravellerPrice(tx, traveller.id);
      const plan = travellerPlan(scaledPlan(trip.paymentPlan, priceCents), {
        approvedOn,
        graceDays: trip.paymentGraceDays,
      });
      const { bankDetails } = trip;
      return {
        change: {
          personalCode,
          paymentReference,
          approvedAt: now,
          consentDeadline,
          consentReminder7SentAt: null,
          consentReminder2SentAt: null,
        },
        details: { personalCode, consentDeadline },
        email: {
          template: 'registration-approved',
          data: {
            ...reviewMailBasics(traveller, trip.title, publicUrl),
            personalCode,
            paymentReference,
            deadline: consentDeadline,
            instalments: plan.map((instalment) => ({
              label: instalment.label[traveller.language],
              amountCents: String(instalment.amountCents),
              dueDate: instalment.dueDate,
            })),
            beneficiary: bankDetails.beneficiary,
            iban: bankDetails.accountNumber,
            bank: bankDetails.bank,
            bic: bankDetails.bic,
          },
        },
      };
    },
  });
}

/** `POST /api/admin/travellers/:id/approve`: one transaction; answers the registration as staff now see it. */
export async function approveRegistration({
  db,
  ...options
}: ApproveOptions & { db: Database }): Promise<AdminTraveller> {
  await db.transaction((tx) => approveInTransaction(tx, options));
  const traveller = await findAdminTraveller(db, options.travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}
