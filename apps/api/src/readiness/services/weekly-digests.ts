import { digestWeek, familyDigest, isDigestTime, tripDate, type Traveller, type Trip } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { enqueueEmail } from '../../mail/enqueue-email.ts';
import { findTrip } from '../../trips/queries/trips.ts';
import type { WeeklyDigestLine } from '../mail/weekly-digest.ts';
import { completeHealthRecords } from '../queries/readiness.ts';
import { claimDigestWeek, guardiansDueForDigest, preparingTravellersOf } from '../queries/weekly-digests.ts';
import { checklistOf } from './checklists.ts';

type DigestOptions = {
  db: Database;
  /** The link in each e-mail leads to My Voyage on this address. */
  publicUrl: string;
  now: Date;
  /** Guardians read per round. */
  batchSize?: number;
};

export type WeeklyDigestRun = { digestsSent: number };

const BATCH = 50;

/**
 * The weekly digest (docs/product/readiness.md#weekly-digest): on Mondays from 09:00 Cyprus time, one e-mail to
 * each guardian account with the digest on and something left to do for a child, listing the items to do or
 * overdue child by child, in the language of the family's newest registration. A family with nothing to do gets
 * nothing. Each guardian's week is claimed by a row (`weekly_digests`) written in the transaction that writes the
 * e-mail, so the digest goes once a week however many passes, or processes, run.
 */
export async function sendWeeklyDigests({
  db,
  publicUrl,
  now,
  batchSize = BATCH,
}: DigestOptions): Promise<WeeklyDigestRun> {
  const result = { digestsSent: 0 };
  if (!isDigestTime(now)) return result;
  const week = digestWeek(now);
  const guardians = await guardiansDueForDigest(db, week);
  const trips = new Map<number, Trip>();
  for (let start = 0; start < guardians.length; start += batchSize) {
    const batch = guardians.slice(start, start + batchSize);
    const children = await preparingTravellersOf(
      db,
      batch.map((guardian) => guardian.email),
    );
    const complete = await completeHealthRecords(
      db,
      children.map((child) => child.id),
    );
    for (const child of children)
      if (!trips.has(child.tripId)) trips.set(child.tripId, await findTrip(db, child.tripId));
    for (const guardian of batch) {
      const own = children.filter((child) => child.guardianEmail === guardian.email);
      const lines = digestLines(own, trips, complete, now);
      if (lines.length === 0) continue;
      const sent = await db.transaction(async (tx) => {
        if (!(await claimDigestWeek(tx, guardian.id, week, now))) return false;
        await enqueueEmail(tx, {
          template: 'weekly-digest',
          to: guardian.email,
          locale: own[0]!.language,
          data: { url: new URL('/my-voyage', publicUrl).toString(), items: lines },
        });
        return true;
      });
      if (sent) result.digestsSent += 1;
    }
  }
  return result;
}

/** The lines of one family's digest: its children whose trip has not begun, oldest registration first. */
function digestLines(
  own: readonly Traveller[],
  trips: ReadonlyMap<number, Trip>,
  complete: ReadonlySet<string>,
  now: Date,
): WeeklyDigestLine[] {
  const language = own[0]?.language ?? 'el';
  const today = tripDate(now);
  const children = [...own]
    .reverse()
    .filter((child) => trips.get(child.tripId)!.startsOn > today)
    .map((child) => {
      const trip = trips.get(child.tripId)!;
      return { child: { traveller: child, trip }, checklist: checklistOf(child, trip, complete.has(child.id), now) };
    });
  return familyDigest(children).flatMap(({ child: { traveller, trip }, items }) =>
    items.map((item) => ({
      travellerName: `${traveller.firstName} ${traveller.lastName}`,
      tripTitle: trip.title[language],
      item: item.kind,
      state: item.state,
      dueDate: item.dueDate ?? '',
      instalment: item.instalment === null ? '' : String(item.instalment),
      amountCents: item.amountCents === null ? '' : String(item.amountCents),
    })),
  );
}
