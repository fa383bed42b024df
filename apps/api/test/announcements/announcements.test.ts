import {
  announcementDetailSchema,
  announcementListSchema,
  announcementPreviewSchema,
  myMessageSchema,
} from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { auditRows, setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { announcementKit, TEXTS } from './announcement-kit.ts';

/** Staff announcements: the audience, sending, the limit, what families see (docs/product/announcements.md). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);
const kit = announcementKit(t);

async function twoDepartures() {
  const one = await kit.departureWithSchool();
  const otherSchool = await kit.school(one.departureId);
  const two = await kit.departureWithSchool();
  const greek = await kit.family(one.schoolId, 'el');
  const sibling = await kit.family(otherSchool, 'el', { guardianEmail: greek.guardianEmail });
  const english = await kit.family(otherSchool, 'en', { status: 'pending' });
  const elsewhere = await kit.family(two.schoolId, 'en');
  return { one, otherSchool, two, greek, sibling, english, elsewhere };
}

describe('who receives an announcement', () => {
  it('previews a departure’s, a school’s and a readiness item’s families, each guardian once, writing nothing', async () => {
    const { one, otherSchool, greek, sibling, english } = await twoDepartures();
    const admin = await t.signInAsAdmin();
    const response = await kit.preview(admin, { kind: 'departure', departureId: one.departureId });
    expect(response.statusCode, response.body).toBe(200);
    const preview = announcementPreviewSchema.parse(response.json());
    expect(preview.count).toBe(2);
    expect(preview.recipients.map((r) => r.email).sort()).toEqual([greek.guardianEmail, english.guardianEmail].sort());
    const both = preview.recipients.find((r) => r.email === greek.guardianEmail)!;
    expect(both.language).toBe('el');
    expect(both.children.sort()).toEqual(
      [`${greek.firstName} ${greek.lastName}`, `${sibling.firstName} ${sibling.lastName}`].sort(),
    );

    const school = announcementPreviewSchema.parse(
      (await kit.preview(admin, { kind: 'school', schoolId: otherSchool })).json(),
    );
    expect(school.recipients.map((r) => r.email).sort()).toEqual([greek.guardianEmail, english.guardianEmail].sort());
    expect(school.recipients.find((r) => r.email === greek.guardianEmail)!.children).toEqual([
      `${sibling.firstName} ${sibling.lastName}`,
    ]);

    // The approved children miss their health record; the pending one is not on the board.
    const readiness = announcementPreviewSchema.parse(
      (await kit.preview(admin, { kind: 'readiness', departureId: one.departureId, item: 'health' })).json(),
    );
    expect(readiness.recipients.map((r) => r.email)).toEqual([greek.guardianEmail]);
    expect(readiness.recipients[0]!.children).toHaveLength(2);
    expect(
      announcementListSchema.parse((await kit.get(`/api/admin/announcements?trip_id=${kit.tripId()}`, admin)).json()),
    ).toEqual([]);
  });

  it('refuses a departure of no trip of this one, and a body that is not valid, with field keys', async () => {
    const admin = await t.signInAsAdmin();
    expect((await kit.preview(admin, { kind: 'departure', departureId: 999_999 })).statusCode).toBe(404);
    const past = await kit.create(admin, {
      ...TEXTS,
      audience: { kind: 'trip' },
      sendAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toMatchObject({ sendAt: ['validation.sendAtPast'] });
    const empty = await kit.create(admin, { ...TEXTS, subject: { el: '', en: 'x' }, audience: { kind: 'trip' } });
    expect(empty.json().fieldErrors).toMatchObject({ 'subject.el': ['validation.required'] });
  });
});

describe('sending an announcement now', () => {
  it('e-mails each family once in its language, audited, and staff see each delivery state', async () => {
    const { one, greek, english, elsewhere } = await twoDepartures();
    const admin = await t.signInAsAdmin();
    const response = await kit.create(admin, {
      ...TEXTS,
      audience: { kind: 'departure', departureId: one.departureId },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, status, recipients } = response.json();
    expect([status, recipients]).toEqual(['sent', 2]);

    const el = await smtp.delivered(greek.guardianEmail);
    expect(el.subject).toBe(TEXTS.subject.el);
    expect(el.text).toContain('Η συνάντηση θα γίνει την Πέμπτη στις 18:00.');
    expect(el.text).toContain(`${t.app.publicUrl}/my-voyage/messages`);
    const en = await smtp.delivered(english.guardianEmail);
    expect(en.subject).toBe(TEXTS.subject.en);
    expect(en.text).toContain('The meeting is on Thursday at 18:00.');
    expect(await smtp.received(elsewhere.guardianEmail)).toHaveLength(0);

    const detail = announcementDetailSchema.parse((await kit.get(`/api/admin/announcements/${id}`, admin)).json());
    expect(detail.deliveries.map((d) => [d.email, d.state]).sort()).toEqual(
      [
        [greek.guardianEmail, 'sent'],
        [english.guardianEmail, 'sent'],
      ].sort(),
    );
    const [listed] = announcementListSchema.parse(
      (await kit.get(`/api/admin/announcements?trip_id=${kit.tripId()}`, admin)).json(),
    );
    expect(listed).toMatchObject({ id, recipients: 2, counts: { queued: 0, sending: 0, sent: 2, failed: 0 } });
    const [row] = await auditRows(t.db, 'announcement.sent', id);
    expect(row!.details).toEqual({
      audience: { kind: 'departure', departureId: one.departureId },
      recipients: 2,
      scheduled: false,
    });
    expect(JSON.stringify(row!.details)).not.toContain('συνάντηση');
    expect((await kit.get(`/api/admin/announcements/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('shows the body in the family’s own Messages only', async () => {
    const { one, greek, elsewhere } = await twoDepartures();
    const admin = await t.signInAsAdmin();
    await kit.create(admin, { ...TEXTS, audience: { kind: 'departure', departureId: one.departureId } });
    const mine = myMessageSchema
      .array()
      .parse((await kit.get('/api/my/messages', await t.signInAsGuardian(greek.guardianEmail))).json());
    const announcement = mine.find((message) => message.template === 'announcement');
    expect(announcement).toMatchObject({ subject: TEXTS.subject.el, body: TEXTS.body.el });
    expect(mine.filter((message) => message.template !== 'announcement').every((m) => m.body === null)).toBe(true);
    const theirs = myMessageSchema
      .array()
      .parse((await kit.get('/api/my/messages', await t.signInAsGuardian(elsewhere.guardianEmail))).json());
    expect(theirs.some((message) => message.template === 'announcement')).toBe(false);
  });

  it('refuses a sixth announcement of the trip within the hour with 429 ANNOUNCEMENT_LIMIT', async () => {
    const { two } = await twoDepartures();
    const admin = await t.signInAsAdmin();
    const form = { ...TEXTS, audience: { kind: 'school', schoolId: two.schoolId } };
    for (let index = 0; index < 5; index += 1) expect((await kit.create(admin, form)).statusCode).toBe(201);
    const refused = await kit.create(admin, form);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('ANNOUNCEMENT_LIMIT');
    const later = await kit.create(admin, { ...form, sendAt: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    expect(later.statusCode, later.body).toBe(201);
  });
});

describe('a scheduled announcement', () => {
  it('goes once at its time, even with two processes, and cannot be cancelled after', async () => {
    const { two, elsewhere } = await twoDepartures();
    const admin = await t.signInAsAdmin();
    const sendAt = new Date(Date.now() + 3_600_000);
    const response = await kit.create(admin, {
      ...TEXTS,
      audience: { kind: 'departure', departureId: two.departureId },
      sendAt: sendAt.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, status } = response.json();
    expect(status).toBe('scheduled');
    expect((await auditRows(t.db, 'announcement.scheduled', id)).length).toBe(1);

    let now = new Date();
    const jobs = [kit.job(() => now), kit.job(() => now)];
    await jobs[0]!.runOnce();
    expect(await smtp.received(elsewhere.guardianEmail)).toHaveLength(0);
    now = new Date(sendAt.getTime() + 60_000);
    const results = await Promise.all(jobs.map((job) => job.runOnce()));
    await jobs[0]!.runOnce();
    await Promise.all(jobs.map((job) => job.stop()));
    expect(results.reduce((sum, result) => sum + result.announcementsSent, 0)).toBe(1);
    const mail = await smtp.delivered(elsewhere.guardianEmail);
    expect(mail.subject).toBe(TEXTS.subject.en);
    const detail = announcementDetailSchema.parse((await kit.get(`/api/admin/announcements/${id}`, admin)).json());
    expect(detail.status).toBe('sent');
    expect(detail.deliveries).toHaveLength(1);
    expect((await kit.cancel(admin, id)).json().code).toBe('ANNOUNCEMENT_NOT_SCHEDULED');
  });

  it('is cancelled before its time, audited, and then never goes', async () => {
    const { two, elsewhere } = await twoDepartures();
    const admin = await t.signInAsAdmin();
    const sendAt = new Date(Date.now() + 3_600_000);
    const { id } = (
      await kit.create(admin, {
        ...TEXTS,
        audience: { kind: 'school', schoolId: two.schoolId },
        sendAt: sendAt.toISOString(),
      })
    ).json();
    const cancelled = await kit.cancel(admin, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await auditRows(t.db, 'announcement.cancelled', id)).length).toBe(1);
    expect((await kit.cancel(admin, id)).statusCode).toBe(409);
    expect((await kit.cancel(admin, 'not-an-id')).statusCode).toBe(404);
    const job = kit.job(() => new Date(sendAt.getTime() + 60_000));
    expect((await job.runOnce()).announcementsSent).toBe(0);
    await job.stop();
    expect(await smtp.received(elsewhere.guardianEmail)).toHaveLength(0);
  });
});
