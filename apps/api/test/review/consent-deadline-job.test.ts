import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentDeadlineJob } from '../../src/review/jobs/consent-deadline-job.ts';
import { startConsentDeadlineJob } from '../../src/review/jobs/consent-deadline-job.ts';
import { drainAll, fakeClock, testWorker } from '../mail/outbox-kit.ts';
import { TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { jobOptions } from '../helpers/job-options.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { consentKit, movableClock, START, testJob } from './consent-kit.ts';

const t = setupTestApp();
const kit = consentKit(() => t.db);
let sink: SmtpSink;
const jobs: ConsentDeadlineJob[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.stop()));
});
afterAll(async () => {
  await kit.cleanUp();
  await sink.close();
});

function job(clock = movableClock()) {
  const made = testJob(t.db, clock);
  jobs.push(made);
  return made;
}

/** Midnight at the start of a Cyprus calendar day (UTC+2 in March). */
const cyprusMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+02:00`);

describe('consent deadline job: reminders', () => {
  it('sends the 7-day and the 2-day reminder once each, and nothing more while the deadline is ahead', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: 7 });
    const clock = movableClock();
    const deadlines = job(clock);

    await deadlines.runOnce();
    await deadlines.runOnce();
    let row = await kit.travellerRow(traveller.id);
    expect(row.consentReminder7SentAt).toEqual(START);
    expect(row.consentReminder2SentAt).toBeNull();
    expect((await kit.mailTo(traveller.email)).map((mail) => mail.template)).toEqual(['consent-reminder']);

    // Three days later (4 left): nothing new.
    clock.advanceDays(3);
    await deadlines.runOnce();
    expect(await kit.mailTo(traveller.email)).toHaveLength(1);

    // Two days left: the second reminder, once.
    clock.advanceDays(2);
    await deadlines.runOnce();
    await deadlines.runOnce();
    row = await kit.travellerRow(traveller.id);
    expect(row.consentReminder2SentAt).toEqual(clock.now());
    expect((await kit.mailTo(traveller.email)).map((mail) => mail.template)).toEqual([
      'consent-reminder',
      'consent-reminder',
    ]);

    // The deadline day itself: still on time.
    clock.advanceDays(2);
    await deadlines.runOnce();
    expect((await kit.travellerRow(traveller.id)).status).toBe('approved');
    expect(await kit.mailTo(traveller.email)).toHaveLength(2);

    const audit = await kit.auditRows(traveller.id);
    expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.details])).toEqual([
      ['registration.consent-reminder-sent', null, { reminder: 7, deadline: row.consentDeadline, daysLeft: 7 }],
      ['registration.consent-reminder-sent', null, { reminder: 2, deadline: row.consentDeadline, daysLeft: 2 }],
    ]);
  });

  it('sends only the 2-day reminder when the deadline is already that close', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: 1 });
    await job().runOnce();
    const row = await kit.travellerRow(traveller.id);
    expect(row.consentReminder7SentAt).toBeNull();
    expect(row.consentReminder2SentAt).not.toBeNull();
    expect(await kit.mailTo(traveller.email)).toHaveLength(1);
  });

  it('leaves a registration alone while its deadline is more than 7 days away', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: 8 });
    await job().runOnce();
    expect(await kit.mailTo(traveller.email)).toHaveLength(0);
    expect(await kit.auditRows(traveller.id)).toHaveLength(0);
  });
});

describe('consent deadline job: cancellation', () => {
  it('cancels the day after the deadline (in Cyprus), once, with the reason, an audit row and an e-mail', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: 0 });
    const row = await kit.travellerRow(traveller.id);
    const clock = movableClock();
    const deadlines = job(clock);

    // 23:59 on the deadline day in Nicosia (21:59 UTC): not yet.
    clock.set(new Date(cyprusMidnight(row.consentDeadline!).getTime() + 86_400_000 - 60_000));
    await deadlines.runOnce();
    expect((await kit.travellerRow(traveller.id)).status).toBe('approved');

    clock.set(new Date(cyprusMidnight(row.consentDeadline!).getTime() + 86_400_000));
    const first = await deadlines.runOnce();
    expect(first.cancelled).toBeGreaterThanOrEqual(1);
    await deadlines.runOnce();
    clock.advanceDays(3);
    await deadlines.runOnce();

    const cancelled = await kit.travellerRow(traveller.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'consent-missing' });
    expect(cancelled.statusChangedAt).toEqual(new Date(cyprusMidnight(row.consentDeadline!).getTime() + 86_400_000));
    const mails = await kit.mailTo(traveller.email);
    expect(mails.map((mail) => mail.template)).toEqual(['consent-reminder', 'registration-cancelled']);
    const audit = (await kit.auditRows(traveller.id)).filter((entry) => entry.action === 'registration.cancelled');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: null,
      entityType: 'traveller',
      details: { from: 'approved', to: 'cancelled', reason: 'consent-missing', deadline: row.consentDeadline },
    });
  });

  it('neither reminds nor cancels when a consent document is pending review or approved', async () => {
    const pending = await kit.approvedTraveller({ daysFromStart: -1, consent: 'pending' });
    const approved = await kit.approvedTraveller({ daysFromStart: 2, consent: 'approved' });
    const clock = movableClock();
    const deadlines = job(clock);
    await deadlines.runOnce();
    clock.advanceDays(10);
    await deadlines.runOnce();
    for (const traveller of [pending, approved]) {
      expect((await kit.travellerRow(traveller.id)).status).toBe('approved');
      expect(await kit.mailTo(traveller.email)).toHaveLength(0);
      expect(await kit.auditRows(traveller.id)).toHaveLength(0);
    }
  });

  it('stops once the consent arrives in time', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: 7 });
    const clock = movableClock();
    const deadlines = job(clock);
    await deadlines.runOnce();
    await kit.addConsent(traveller.id, 'pending');
    clock.advanceDays(20);
    await deadlines.runOnce();
    expect((await kit.travellerRow(traveller.id)).status).toBe('approved');
    expect((await kit.mailTo(traveller.email)).map((mail) => mail.template)).toEqual(['consent-reminder']);
  });

  it('counts a rejected consent document as missing', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: -1, consent: 'rejected' });
    await job().runOnce();
    expect((await kit.travellerRow(traveller.id)).status).toBe('cancelled');
  });

  it('runs at start when polling, then on its timer', async () => {
    const traveller = await kit.approvedTraveller({ daysFromStart: -2 });
    const clock = movableClock();
    const polling = startConsentDeadlineJob(jobOptions(t.db, clock, { intervalMs: 60_000 }));
    jobs.push(polling);
    await expect.poll(async () => (await kit.travellerRow(traveller.id)).status, { timeout: 5_000 }).toBe('cancelled');
  });
});

describe('consent deadline e-mails, as the mail server receives them', () => {
  it('write to the family in their language: the date, the days left, My Voyage, the cancellation', async () => {
    const greek = await kit.approvedTraveller({ daysFromStart: 7, language: 'el' });
    const english = await kit.approvedTraveller({ daysFromStart: 7, language: 'en' });
    const clock = movableClock();
    const deadlines = job(clock);
    await deadlines.runOnce();
    clock.advanceDays(8);
    await deadlines.runOnce();

    const worker = testWorker(t.db, sink.url, fakeClock());
    await drainAll(worker);
    await worker.stop();
    const received = (email: string) => sink.messages.filter((mail) => mail.to.includes(email));
    const myVoyage = `${TEST_PUBLIC_URL}/my-voyage`;

    const [greekReminder, greekCancelled] = received(greek.email);
    expect(greekReminder!.subject).toBe(
      `Υπενθύμιση: το έντυπο συγκατάθεσης του ταξιδιώτη ${greek.name} έως 17 Μαρτίου 2020`,
    );
    expect(greekReminder!.text).toContain(`για το ταξίδι «${greek.tripTitle.el}» έχει εγκριθεί`);
    expect(greekReminder!.text).toContain('το αργότερο στις 17 Μαρτίου 2020. Απομένουν 7 ημέρες.');
    expect(greekReminder!.text).toContain(myVoyage);
    expect(greekReminder!.html).toContain('<html lang="el">');
    expect(greekReminder!.html).toContain(`href="${myVoyage}"`);
    expect(greekCancelled!.subject).toBe(`Η εγγραφή του ταξιδιώτη ${greek.name} ακυρώθηκε`);
    expect(greekCancelled!.text).toContain('δεν έφτασε έως τις 17 Μαρτίου 2020');
    expect(greekCancelled!.text).toContain('επικοινωνήστε με τον υπεύθυνο καθηγητή');

    const [englishReminder, englishCancelled] = received(english.email);
    expect(englishReminder!.subject).toBe(`Reminder: the consent form for ${english.name} is due by 17 March 2020`);
    expect(englishReminder!.text).toContain(`for the trip "${english.tripTitle.en}" is approved`);
    expect(englishReminder!.text).toContain('by 17 March 2020 at the latest. 7 days left.');
    expect(englishReminder!.html).toContain('<html lang="en">');
    expect(englishCancelled!.subject).toBe(`The registration of ${english.name} has been cancelled`);
    expect(englishCancelled!.text).toContain('did not arrive by 17 March 2020');
    expect(englishCancelled!.text).toContain(
      "please contact the trip's teacher at the school or the Institute's office",
    );
    expect(englishCancelled!.html).toContain(`href="${myVoyage}"`);
  });
});
