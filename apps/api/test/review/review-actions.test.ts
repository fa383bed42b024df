import { randomUUID } from 'node:crypto';
import {
  addDays,
  adminTravellerSchema,
  bulkApproveResultSchema,
  departureSchema,
  escortsNeeded,
  personalCodeSequence,
  travellerSchema,
  tripDate,
} from '@voyage/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travellers, trips } from '../../src/db/schema/index.ts';
import { auditRowsOf, expecting, insertTraveller, mailsTo, setupReviewApp, travellerRow } from './review-kit.ts';
import { listRows, registrationDetail } from '../helpers/traveller-lists.ts';

/** What each review call writes: the registration, one audit row, and the family's e-mail where there is one. */

const { t, calls } = setupReviewApp({ signInRateLimitMax: 1000 });

async function activeTrip() {
  const [trip] = await t.db.select().from(trips).where(eq(trips.active, true));
  return trip!;
}

async function highestSequence(tripId: number): Promise<number> {
  const rows = await t.db
    .select({ code: travellers.personalCode })
    .from(travellers)
    .where(and(eq(travellers.tripId, tripId), isNotNull(travellers.personalCode)));
  return Math.max(0, ...rows.map((row) => personalCodeSequence(row.code!) ?? 0));
}

async function familyView(id: string, email: string) {
  const cookie = await t.signInAsGuardian(email);
  return t.app.inject({ url: `/api/my/travellers/${id}`, headers: { cookie } });
}

describe('POST /api/admin/travellers/:id/approve', () => {
  it('gives the next personal code, the approval time and the consent deadline, audits it and mails the family', async () => {
    const traveller = await insertTraveller(t.db);
    const admin = await t.signInAsAdmin();
    const trip = await activeTrip();
    const highest = await highestSequence(trip.id);
    const response = await calls.approve(traveller.id, expecting('pending'), admin);
    expect(response.statusCode, response.body).toBe(200);

    const body = adminTravellerSchema.parse(response.json());
    expect(body).toMatchObject({ id: traveller.id, status: 'approved', statusReason: null });
    expect(personalCodeSequence(body.personalCode!)).toBe(highest + 1);
    expect(body.consentDeadline).toBe(addDays(tripDate(new Date()), trip.consentDeadlineDays));
    expect(Date.now() - new Date(body.approvedAt!).getTime()).toBeLessThan(60_000);

    const audits = await auditRowsOf(t.db, traveller.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'registration.approved',
      entityType: 'traveller',
      tripId: traveller.tripId,
      ip: '127.0.0.1',
      details: {
        from: 'pending',
        to: 'approved',
        reason: null,
        personalCode: body.personalCode,
        consentDeadline: body.consentDeadline,
      },
    });
    expect(audits[0]!.actorUserId).not.toBeNull();
    expect(audits[0]!.requestId).toBeTruthy();
    const mails = await mailsTo(t.db, traveller.guardianEmail);
    expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([['registration-approved', 'en']]);
    expect(mails[0]!.textBody).toContain(body.personalCode);
  });

  it('never gives a code twice: a cancelled traveller keeps theirs, and the next approval goes past it', async () => {
    const admin = await t.signInAsAdmin();
    const first = await insertTraveller(t.db);
    const second = await insertTraveller(t.db);
    const codeOf = async (id: string) =>
      personalCodeSequence((await calls.approve(id, expecting('pending'), admin)).json().personalCode)!;
    const a = await codeOf(first.id);
    await t.db.update(travellers).set({ status: 'cancelled' }).where(eq(travellers.id, first.id));
    expect(await codeOf(second.id)).toBe(a + 1);
    expect(personalCodeSequence((await travellerRow(t.db, first.id)).personalCode!)).toBe(a);
  });

  it('is never refused for escorts: the departure just counts one more traveller than before', async () => {
    const admin = await t.signInAsAdmin();
    const trip = await activeTrip();
    const departures = async () => {
      const response = await t.app.inject({ url: `/api/departures?trip_id=${trip.id}`, headers: { cookie: admin } });
      return departureSchema.array().parse(response.json());
    };
    const before = await departures();
    for (const departure of before) {
      expect(departure.escortsNeeded).toBe(escortsNeeded(departure.travellerCount));
    }
    // The seed leaves one departure an escort short, so staff can see the warning.
    expect(before.filter((departure) => departure.escorts.length < departure.escortsNeeded)).toHaveLength(1);

    const traveller = await insertTraveller(t.db);
    expect((await calls.approve(traveller.id, expecting('pending'), admin)).statusCode).toBe(200);
    const after = await departures();
    expect(after.map((departure) => departure.travellerCount).reduce((a, b) => a + b)).toBe(
      before.map((departure) => departure.travellerCount).reduce((a, b) => a + b) + 1,
    );
    expect(after.map((departure) => departure.escorts)).toEqual(before.map((departure) => departure.escorts));
  });
});

describe('POST /api/admin/travellers/approve (bulk)', () => {
  it('approves each pending one on its own, and says per id why the others were not', async () => {
    const admin = await t.signInAsAdmin();
    const [a, b] = [await insertTraveller(t.db), await insertTraveller(t.db, { language: 'el' })];
    const rejected = await insertTraveller(t.db, { status: 'rejected', statusReason: 'Full' });
    const unknown = randomUUID();
    const response = await calls.bulkApprove([a.id, rejected.id, b.id, unknown, a.id], admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(bulkApproveResultSchema.parse(response.json()).results).toEqual([
      { id: a.id, ok: true, code: null, details: null },
      { id: rejected.id, ok: false, code: 'CONFLICT', details: null },
      { id: b.id, ok: true, code: null, details: null },
      { id: unknown, ok: false, code: 'NOT_FOUND', details: null },
    ]);
    const [rowA, rowB] = [await travellerRow(t.db, a.id), await travellerRow(t.db, b.id)];
    expect([rowA.status, rowB.status]).toEqual(['approved', 'approved']);
    expect(personalCodeSequence(rowB.personalCode!)).toBe(personalCodeSequence(rowA.personalCode!)! + 1);
    for (const traveller of [a, b]) {
      expect((await auditRowsOf(t.db, traveller.id)).map((row) => row.action)).toEqual(['registration.approved']);
      expect((await mailsTo(t.db, traveller.guardianEmail)).map((mail) => mail.locale)).toEqual([traveller.language]);
    }
    expect((await travellerRow(t.db, rejected.id)).status).toBe('rejected');
  });
});

describe('POST /api/admin/travellers/:id/reject', () => {
  it('keeps the reason, which the family reads in the e-mail and on My Voyage', async () => {
    const traveller = await insertTraveller(t.db, { language: 'el' });
    const reason = 'Οι θέσεις του σχολείου συμπληρώθηκαν.';
    const response = await calls.reject(traveller.id, { ...expecting('pending'), reason }, await t.signInAsAdmin());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', statusReason: reason, personalCode: null });
    expect((await auditRowsOf(t.db, traveller.id))[0]).toMatchObject({
      action: 'registration.rejected',
      details: { from: 'pending', to: 'rejected', reason },
    });
    const [mail] = await mailsTo(t.db, traveller.guardianEmail);
    expect(mail).toMatchObject({ template: 'registration-rejected', locale: 'el' });
    expect(mail!.textBody).toContain(reason);

    const family = await familyView(traveller.id, traveller.guardianEmail);
    expect(travellerSchema.parse(family.json())).toMatchObject({ status: 'rejected', statusReason: reason });
  });
});

describe('POST /api/admin/travellers/:id/delete and /restore', () => {
  it('deletes softly with a reason for staff only, and restores to the status it had, code and deadline kept', async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db);
    const family = await t.signInAsGuardian(traveller.guardianEmail);
    const approved = (await calls.approve(traveller.id, expecting('pending'), admin)).json();
    const reason = 'Registered twice by the school';

    const deleted = await calls.delete(traveller.id, { ...expecting('approved'), reason }, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      status: 'deleted',
      statusBeforeDeletion: 'approved',
      deletionReason: reason,
    });
    const list = async (path: string) => listRows(t, path, { trip_id: String(traveller.tripId) }, admin);
    expect((await list('/api/admin/travellers/deleted')).find((row) => row.id === traveller.id)).toMatchObject({
      statusBeforeDeletion: 'approved',
      deletionReason: reason,
    });
    expect((await list('/api/registrations')).some((row) => row.id === traveller.id)).toBe(false);
    const seenByFamily = await t.app.inject({ url: `/api/my/travellers/${traveller.id}`, headers: { cookie: family } });
    expect(seenByFamily.statusCode).toBe(404);

    const restored = await calls.restore(traveller.id, expecting('deleted'), admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      status: 'approved',
      statusBeforeDeletion: null,
      deletionReason: null,
      personalCode: approved.personalCode,
      consentDeadline: approved.consentDeadline,
    });
    expect((await list('/api/admin/travellers/deleted')).some((row) => row.id === traveller.id)).toBe(false);
    expect((await auditRowsOf(t.db, traveller.id)).map((row) => [row.action, row.details])).toEqual([
      ['registration.approved', expect.anything()],
      ['registration.deleted', { from: 'approved', to: 'deleted', reason }],
      ['registration.restored', { from: 'deleted', to: 'approved', reason: null }],
    ]);
    // Only the approval wrote to the family.
    expect((await mailsTo(t.db, traveller.guardianEmail)).map((mail) => mail.template)).toEqual([
      'registration-approved',
    ]);
  });

  it("keeps a rejection's reason through a deletion and its restore; the family never reads staff's reason", async () => {
    const admin = await t.signInAsAdmin();
    const traveller = await insertTraveller(t.db, { status: 'rejected', statusReason: 'Full' });
    await calls.delete(traveller.id, { ...expecting('rejected'), reason: 'Internal note' }, admin);
    const restored = await calls.restore(traveller.id, expecting('deleted'), admin);
    expect(restored.json()).toMatchObject({ status: 'rejected', statusReason: 'Full' });
    const family = (await familyView(traveller.id, traveller.guardianEmail)).json();
    expect(family).toMatchObject({ status: 'rejected', statusReason: 'Full' });
    expect(family).not.toHaveProperty('deletionReason');
    expect(family).not.toHaveProperty('statusBeforeDeletion');
    expect(JSON.stringify(family)).not.toContain('Internal note');
  });
});

describe('POST /api/my/travellers/:id/withdraw', () => {
  it.each(['pending', 'approved'] as const)(
    'a family withdraws its %s registration: cancelled, "withdrawn", confirmed by e-mail, audited',
    async (status) => {
      const traveller = await insertTraveller(t.db, { status, language: 'el' });
      const cookie = await t.signInAsGuardian(traveller.guardianEmail);
      const response = await calls.withdraw(traveller.id, expecting(status), cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(travellerSchema.parse(response.json())).toMatchObject({ status: 'cancelled', statusReason: 'withdrawn' });
      const [audit] = await auditRowsOf(t.db, traveller.id);
      expect(audit).toMatchObject({
        action: 'registration.withdrawn',
        details: { from: status, to: 'cancelled', reason: 'withdrawn' },
      });
      expect(audit!.actorUserId).not.toBeNull();
      const [mail] = await mailsTo(t.db, traveller.guardianEmail);
      expect(mail).toMatchObject({ template: 'registration-withdrawn', locale: 'el' });

      const staffCookie = await t.signInAsAdmin();
      const staffList = await listRows(t, '/api/registrations', { trip_id: String(traveller.tripId) }, staffCookie);
      expect(staffList.find((row) => row.id === traveller.id)).toMatchObject({ status: 'cancelled' });
      expect(await registrationDetail(t, traveller.id, staffCookie)).toMatchObject({
        status: 'cancelled',
        statusReason: 'withdrawn',
      });
    },
  );

  it('a family reads no status reason while the registration is pending or approved', async () => {
    const traveller = await insertTraveller(t.db, { status: 'approved', statusReason: 'left over from staff' });
    const family = await familyView(traveller.id, traveller.guardianEmail);
    expect(family.json()).toMatchObject({ status: 'approved', statusReason: null });
  });
});

describe('POST /api/admin/travellers/:id/consent-deadline', () => {
  it('moves the deadline with a reason, audited, no e-mail; reminders already sent go out again for the new day', async () => {
    const admin = await t.signInAsAdmin();
    const today = tripDate(new Date());
    const sent = new Date();
    const traveller = await insertTraveller(t.db, {
      status: 'approved',
      consentDeadline: addDays(today, 1),
      consentReminder7SentAt: sent,
      consentReminder2SentAt: sent,
    });
    const reason = 'The family is abroad until next week';
    const nearer = await calls.consentDeadline(traveller.id, { deadline: addDays(today, 5), reason }, admin);
    expect(nearer.statusCode, nearer.body).toBe(200);
    expect(nearer.json()).toMatchObject({ status: 'approved', consentDeadline: addDays(today, 5) });
    // Five days left: the 2-day reminder is due again, the 7-day one's window is behind.
    expect(await travellerRow(t.db, traveller.id)).toMatchObject({
      consentReminder7SentAt: sent,
      consentReminder2SentAt: null,
    });

    await calls.consentDeadline(traveller.id, { deadline: addDays(today, 30), reason }, admin);
    expect(await travellerRow(t.db, traveller.id)).toMatchObject({
      consentDeadline: addDays(today, 30),
      consentReminder7SentAt: null,
      consentReminder2SentAt: null,
    });
    expect((await auditRowsOf(t.db, traveller.id)).map((row) => [row.action, row.details])).toEqual([
      ['registration.consent-deadline-extended', { from: addDays(today, 1), to: addDays(today, 5), reason }],
      ['registration.consent-deadline-extended', { from: addDays(today, 5), to: addDays(today, 30), reason }],
    ]);
    expect(await mailsTo(t.db, traveller.guardianEmail)).toEqual([]);
  });
});
