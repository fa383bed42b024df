import { digestWeek } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { browserPost } from '../helpers/browser-post.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { mailsTo } from '../review/review-kit.ts';
import { digestKit } from './digest-kit.ts';

/** One weekly digest per family (docs/product/readiness.md#weekly-digest). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);
const kit = digestKit(t);

const accountOf = async (email: string) => {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
};

describe('the weekly digest', () => {
  it('sends a family with something to do one e-mail in its language, listing each open item and the opt-out', async () => {
    const greek = await kit.familyWithSomethingToDo('WDA', 'el');
    const english = await kit.familyWithSomethingToDo('WDB', 'en');
    const clock = kit.clock(await kit.mondayBeforeTrip());
    expect((await kit.job(clock.now).runOnce()).digestsSent).toBeGreaterThanOrEqual(2);

    const el = await smtp.delivered(greek.guardianEmail);
    expect(el.subject).toBe('Η εβδομαδιαία σύνοψή σας: τι μένει πριν από το ταξίδι');
    expect(el.text).toContain(`${greek.firstName} ${greek.lastName}`);
    expect(el.text).toContain('Συμπλήρωση του φακέλου υγείας και έκτακτης ανάγκης: έως');
    expect(el.text).toContain('απενεργοποιήστε την «Εβδομαδιαία σύνοψη με e-mail» στη σελίδα «Το προφίλ μου»');
    expect(el.text).toContain(`${t.app.publicUrl}/my-voyage`);
    const en = await smtp.delivered(english.guardianEmail);
    expect(en.subject).toBe('Your weekly summary: what is left to do before the trip');
    expect(en.text).toContain('Complete the health and emergency record: by');
    expect(en.text).toContain('turn off "Weekly summary e-mail" in My Profile');
    expect(await kit.weeksOf(await accountOf(greek.guardianEmail))).toEqual([digestWeek(clock.now())]);
  });

  it('sends nothing to a family with nothing left to do, nor to a guardian who turned it off', async () => {
    const nothing = await kit.familyWithNothingToDo('WDC');
    const optedOut = await kit.familyWithSomethingToDo('WDD', 'en');
    const off = await browserPost(t, '/api/auth/update-user', { weeklyDigest: false }, optedOut.cookie);
    expect(off.statusCode, off.body).toBe(200);
    const clock = kit.clock(await kit.mondayBeforeTrip());
    await kit.job(clock.now).runOnce();
    expect(await smtp.received(nothing.guardianEmail)).toHaveLength(0);
    expect(await smtp.received(optedOut.guardianEmail)).toHaveLength(0);
    expect(await kit.weeksOf(await accountOf(optedOut.guardianEmail))).toEqual([]);
  });

  it('goes only from Monday 09:00 Cyprus time, once a week however often it runs, and again the next week', async () => {
    const family = await kit.familyWithSomethingToDo('WDE', 'en');
    const monday = await kit.mondayBeforeTrip();
    const clock = kit.clock(new Date(monday.getTime() - 24 * 3_600_000));
    const job = kit.job(clock.now);
    await job.runOnce();
    expect(await mailsTo(t.db, family.guardianEmail)).toHaveLength(0);

    clock.set(monday);
    await job.runOnce();
    await job.runOnce();
    clock.set(new Date(monday.getTime() + 3 * 3_600_000));
    await job.runOnce();
    expect(await mailsTo(t.db, family.guardianEmail)).toHaveLength(1);

    clock.set(monday);
    clock.nextWeek();
    await job.runOnce();
    await job.runOnce();
    expect(await mailsTo(t.db, family.guardianEmail)).toHaveLength(2);
    const weeks = await kit.weeksOf(await accountOf(family.guardianEmail));
    expect(weeks).toEqual([digestWeek(monday), digestWeek(clock.now())]);
    expect(await smtp.received(family.guardianEmail)).toHaveLength(2);
  });

  it('sends one digest when two processes run the job at once', async () => {
    const family = await kit.familyWithSomethingToDo('WDF', 'el');
    const clock = kit.clock(await kit.mondayBeforeTrip());
    const jobs = [kit.job(clock.now), kit.job(clock.now)];
    const results = await Promise.all(jobs.map((job) => job.runOnce()));
    await Promise.all(jobs.map((job) => job.stop()));
    expect(results.reduce((sum, result) => sum + result.digestsSent, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(t.db, family.guardianEmail)).toHaveLength(1);
  });
});
