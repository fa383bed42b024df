import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers, waitingListEntries } from '../../src/db/schema/index.ts';
import { startWaitingListOfferJob } from '../../src/places/jobs/waiting-list-offer-job.ts';
import { joinWaitingListIfFull } from '../../src/places/services/join-waiting-list.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { insertTraveller } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';

/**
 * Two processes running the offer job at once on PostgreSQL (several connections): each trip's look is made
 * under its row lock, so a freed seat is offered once, with one e-mail (docs/product/places.md#waiting-list).
 * PGlite runs one transaction at a time: `*.pg.test.ts` files run only there.
 */
const { t, kit } = setupPlacesApp();
const smtp = smtpServerPerFile(t);
const silent = { info() {}, warn() {}, error() {}, debug() {} };

describe('the offer job in two processes', () => {
  it('offers a freed seat once, to the first family, with one e-mail', async () => {
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const waiting = [];
    for (let index = 0; index < 3; index += 1) {
      const traveller = await insertTraveller(t.db, place);
      await t.db.transaction((tx) =>
        joinWaitingListIfFull(tx, {
          traveller,
          tripTitle: { el: 'Παρίσι', en: 'Paris' },
          publicUrl: t.app.publicUrl,
          now: new Date(),
        }),
      );
      waiting.push(traveller);
    }
    // The seat freed without an offer (as when staff add places): the job makes it.
    await t.db.update(travellers).set({ status: 'cancelled' }).where(eq(travellers.id, holder!.id));
    const jobs = [0, 1].map(() =>
      startWaitingListOfferJob({ db: t.db, publicUrl: t.app.publicUrl, logger: silent, poll: false }),
    );
    for (let round = 0; round < 3; round += 1) await Promise.all(jobs.map((job) => job.runOnce()));
    await Promise.all(jobs.map((job) => job.stop()));

    const states = [];
    for (const traveller of waiting) {
      const [entry] = await t.db
        .select({ state: waitingListEntries.state })
        .from(waitingListEntries)
        .where(eq(waitingListEntries.travellerId, traveller.id));
      states.push(entry!.state);
    }
    expect(states).toEqual(['offered', 'waiting', 'waiting']);
    // Read back from the SMTP server: the family received one offer, and the others none.
    const offersTo = async (email: string) =>
      (await smtp.received(email)).filter((mail) => mail.subject.startsWith('A place has freed up'));
    expect(await offersTo(waiting[0]!.guardianEmail)).toHaveLength(1);
    expect(await offersTo(waiting[1]!.guardianEmail)).toEqual([]);
  });
});
