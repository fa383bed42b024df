import { CONSENT_REMINDERS, daysBetween, isUuid, tripDate, type AdminTraveller } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import {
  lockReviewedTraveller,
  updateReviewedTraveller,
  type ReviewedTravellerChange,
} from '../queries/registration-review.ts';
import { findAdminTraveller } from '../../travellers/queries/travellers.ts';
import { invalidTransition } from '../registration-status-change.ts';

type ExtendOptions = RequestOrigin & {
  db: Database;
  travellerId: string;
  /** The new last day (`YYYY-MM-DD`, Cyprus). */
  deadline: string;
  reason: string;
  actorUserId: string;
  now: Date;
};

/**
 * A reminder already sent whose window the new deadline moves past goes out again when its day comes: the
 * 7-day one when more than 7 days are left, the 2-day one when more than 2 are.
 */
function remindersToSendAgain(daysLeft: number): ReviewedTravellerChange {
  const change: ReviewedTravellerChange = {};
  for (const reminder of CONSENT_REMINDERS) {
    if (daysLeft <= reminder) continue;
    if (reminder === 7) change.consentReminder7SentAt = null;
    else change.consentReminder2SentAt = null;
  }
  return change;
}

/**
 * `POST /api/admin/travellers/:id/consent-deadline`: staff give one approved traveller more time for the
 * consent form (docs/product/review.md#consent-deadline). The new day is later than the current one and not
 * in the past; the change is audited with its reason, and nothing is e-mailed: the reminders use the new day.
 */
export async function extendConsentDeadline({
  db,
  travellerId,
  deadline,
  reason,
  actorUserId,
  now,
  ip,
  requestId,
}: ExtendOptions): Promise<AdminTraveller> {
  await db.transaction(async (tx) => {
    const traveller = isUuid(travellerId) ? await lockReviewedTraveller(tx, travellerId) : undefined;
    if (!traveller) throw notFound('Registration');
    if (traveller.status !== 'approved' || !traveller.consentDeadline) throw invalidTransition(traveller.status);
    const today = tripDate(now);
    if (deadline <= traveller.consentDeadline) {
      throw validationFailed([{ path: ['deadline'], message: 'validation.deadlineLater' }]);
    }
    if (deadline < today) throw validationFailed([{ path: ['deadline'], message: 'validation.deadlinePast' }]);

    const change = { consentDeadline: deadline, ...remindersToSendAgain(daysBetween(today, deadline)) };
    await updateReviewedTraveller(tx, traveller.id, change, now);
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: 'registration.consent-deadline-extended',
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { from: traveller.consentDeadline, to: deadline, reason: reason.trim() },
    });
  });
  const traveller = await findAdminTraveller(db, travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}
