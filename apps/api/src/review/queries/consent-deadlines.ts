import { consentStepWindow, type ConsentReminder, type LocalizedText, type Locale } from '@voyage/domain';
import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { documents, travellers, trips } from '../../db/schema/index.ts';

/** A consent document that counts as sent: pending review or approved (a rejected one does not count). */
export const consentSent: SQL = sql`${documents.status} in ('pending', 'approved')`;

/**
 * An approved registration still waiting for its consent document: none of type `consent` pending review
 * or approved (a rejected one does not count). docs/product/review.md#consent-deadline
 */
export const consentMissing: SQL = sql`not exists (
  select 1 from ${documents}
  where ${documents.travellerId} = ${travellers.id}
    and ${documents.type} = 'consent'
    and ${consentSent})`;

export type ConsentDueTraveller = {
  id: string;
  tripId: number;
  tripTitle: LocalizedText;
  firstName: string;
  lastName: string;
  guardianEmail: string;
  language: Locale;
  consentDeadline: string;
  reminder7SentAt: Date | null;
  reminder2SentAt: Date | null;
};

const reminderNotSent: Record<ConsentReminder | 'cancel', SQL | undefined> = {
  // Once the 2-day reminder went out, the 7-day one is not sent any more.
  7: and(isNull(travellers.consentReminder7SentAt), isNull(travellers.consentReminder2SentAt)),
  2: isNull(travellers.consentReminder2SentAt),
  cancel: undefined,
};

/**
 * Locks and returns up to `limit` approved travellers without a consent document for whom `step` is due
 * on `today` (Europe/Nicosia). FOR UPDATE SKIP LOCKED: a row another process holds is left to it, and the
 * caller writes the step's mark, audit row and e-mail in the same transaction, so each goes out once.
 */
export async function claimConsentDue(
  tx: Executor,
  { step, today, limit }: { step: ConsentReminder | 'cancel'; today: string; limit: number },
): Promise<ConsentDueTraveller[]> {
  const window = consentStepWindow(step, today);
  const rows = await tx
    .select({
      id: travellers.id,
      tripId: travellers.tripId,
      tripTitle: trips.title,
      firstName: travellers.firstName,
      lastName: travellers.lastName,
      guardianEmail: travellers.guardianEmail,
      language: travellers.language,
      consentDeadline: travellers.consentDeadline,
      reminder7SentAt: travellers.consentReminder7SentAt,
      reminder2SentAt: travellers.consentReminder2SentAt,
    })
    .from(travellers)
    .innerJoin(trips, eq(trips.id, travellers.tripId))
    .where(
      and(
        eq(travellers.status, 'approved'),
        isNotNull(travellers.consentDeadline),
        window.earliest === null ? undefined : gte(travellers.consentDeadline, window.earliest),
        lte(travellers.consentDeadline, window.latest),
        reminderNotSent[step],
        consentMissing,
      ),
    )
    .orderBy(travellers.consentDeadline, travellers.id)
    .limit(limit)
    .for('update', { of: travellers, skipLocked: true });
  return rows.map((row) => ({ ...row, consentDeadline: row.consentDeadline! }));
}

/** Records that a reminder went out (its column is what makes it once only). */
export async function markConsentReminderSent(
  tx: Executor,
  travellerId: string,
  reminder: ConsentReminder,
  at: Date,
): Promise<void> {
  const column = reminder === 7 ? 'consentReminder7SentAt' : 'consentReminder2SentAt';
  await tx
    .update(travellers)
    .set({ [column]: at, updatedAt: at })
    .where(eq(travellers.id, travellerId));
}

/** The cancellation the status machine returned, written to the locked row. */
export async function cancelTraveller(
  tx: Executor,
  travellerId: string,
  change: { reason: string | null; changedAt: Date },
): Promise<void> {
  await tx
    .update(travellers)
    .set({
      status: 'cancelled',
      statusReason: change.reason,
      statusChangedAt: change.changedAt,
      updatedAt: change.changedAt,
    })
    .where(and(eq(travellers.id, travellerId), eq(travellers.status, 'approved')));
}
