import type {
  BankDetails,
  DeletableStatus,
  Instalment,
  LocalizedText,
  Locale,
  RegistrationStatus,
} from '@voyage/domain';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { travellers, trips, user } from '../../db/schema/index.ts';

/** What a status change reads of the registration it locks. */
export type ReviewedTraveller = {
  id: string;
  tripId: number;
  status: RegistrationStatus;
  statusBeforeDeletion: DeletableStatus | null;
  statusReason: string | null;
  firstName: string;
  lastName: string;
  guardianEmail: string;
  language: Locale;
  personalCode: string | null;
  /** When staff approved it (the last time): instalments already due then are due the trip's grace days after. */
  approvedAt: Date | null;
  consentDeadline: string | null;
};

const reviewedFields = {
  id: travellers.id,
  tripId: travellers.tripId,
  status: travellers.status,
  statusBeforeDeletion: travellers.statusBeforeDeletion,
  statusReason: travellers.statusReason,
  firstName: travellers.firstName,
  lastName: travellers.lastName,
  guardianEmail: travellers.guardianEmail,
  language: travellers.language,
  personalCode: travellers.personalCode,
  approvedAt: travellers.approvedAt,
  consentDeadline: travellers.consentDeadline,
};

/**
 * The registration, locked FOR UPDATE until the transaction ends: two status changes of one registration
 * run one after the other, and the second sees what the first wrote. With `guardianUserId`, only that
 * guardian's own registration is found (as My Voyage lists them: e-mail confirmed, not deleted), so another
 * family's id is not found at all.
 */
export async function lockReviewedTraveller(
  tx: Executor,
  travellerId: string,
  { guardianUserId }: { guardianUserId?: string } = {},
): Promise<ReviewedTraveller | undefined> {
  const base = tx.select(reviewedFields).from(travellers);
  const owned = guardianUserId
    ? base.innerJoin(
        user,
        and(eq(user.id, guardianUserId), eq(user.emailVerified, true), eq(user.email, travellers.guardianEmail)),
      )
    : base;
  const [row] = await owned
    .where(
      and(
        eq(travellers.id, travellerId),
        guardianUserId ? and(ne(travellers.status, 'deleted'), isNotNull(travellers.emailConfirmedAt)) : undefined,
      ),
    )
    .for('update', { of: travellers });
  // The CHECK on the table keeps `deleted` out of status_before_deletion.
  return row as ReviewedTraveller | undefined;
}

/**
 * Many registrations locked FOR UPDATE at once, in the order of their ids, a thousand a query: a whole
 * statement's travellers are locked in one fixed order, so two imports wait on each other, never deadlock.
 */
export async function lockReviewedTravellers(
  tx: Executor,
  travellerIds: readonly string[],
): Promise<Map<string, ReviewedTraveller>> {
  const ids = [...new Set(travellerIds)].sort();
  const locked = new Map<string, ReviewedTraveller>();
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await tx
      .select(reviewedFields)
      .from(travellers)
      .where(inArray(travellers.id, ids.slice(at, at + 1000)))
      .orderBy(asc(travellers.id))
      .for('update', { of: travellers });
    for (const row of rows) locked.set(row.id, row as ReviewedTraveller);
  }
  return locked;
}

/** The columns a status change writes. */
export type ReviewedTravellerChange = Partial<{
  status: RegistrationStatus;
  statusBeforeDeletion: DeletableStatus | null;
  statusReason: string | null;
  deletionReason: string | null;
  statusChangedAt: Date;
  personalCode: string;
  approvedAt: Date;
  consentDeadline: string;
  consentReminder7SentAt: Date | null;
  consentReminder2SentAt: Date | null;
}>;

export async function updateReviewedTraveller(
  tx: Executor,
  travellerId: string,
  change: ReviewedTravellerChange,
  now: Date,
): Promise<void> {
  await tx
    .update(travellers)
    .set({ ...change, updatedAt: now })
    .where(eq(travellers.id, travellerId));
}

/** What the approval and its e-mail need of the trip. */
export type ReviewTrip = {
  name: LocalizedText;
  year: number;
  title: LocalizedText;
  consentDeadlineDays: number;
  paymentPlan: Instalment[];
  /** Days to pay an instalment already due at approval (docs/product/payments.md#due-dates). */
  paymentGraceDays: number;
  bankDetails: BankDetails;
};

export async function findReviewTrip(tx: Executor, tripId: number): Promise<ReviewTrip> {
  const [row] = await tx
    .select({
      name: trips.name,
      year: trips.year,
      title: trips.title,
      consentDeadlineDays: trips.consentDeadlineDays,
      paymentPlan: trips.paymentPlan,
      paymentGraceDays: trips.paymentGraceDays,
      bankDetails: trips.bankDetails,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  // travellers.trip_id references trips: a locked traveller always has its trip.
  if (!row) throw new Error(`traveller's trip ${tripId} not found`);
  return row;
}

/**
 * The sequence of the trip's next personal code, taken for good: the trip's counter is raised and its row
 * stays locked until the transaction ends, so two approvals at once get two numbers, and a rollback gives
 * the number back. The counter never goes down when travellers are erased or deleted; it also goes past
 * any code written without it (the seed), so a code is never given twice.
 */
export async function takePersonalCodeNumber(tx: Executor, tripId: number): Promise<number> {
  const highestGiven = sql`(select coalesce(max(substring(${travellers.personalCode} from '-([0-9]+)$')::integer), 0)
    from ${travellers} where ${travellers.tripId} = ${tripId} and ${travellers.personalCode} is not null)`;
  const [row] = await tx
    .update(trips)
    .set({ lastPersonalCodeNumber: sql`greatest(${trips.lastPersonalCodeNumber}, ${highestGiven}) + 1` })
    .where(eq(trips.id, tripId))
    .returning({ number: trips.lastPersonalCodeNumber });
  // travellers.trip_id references trips: a locked traveller always has its trip.
  if (!row) throw new Error(`traveller's trip ${tripId} not found`);
  return row.number;
}
