import { staffChangeRequestSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeRequests, travellers as travellersTable } from '../../src/db/schema/index.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { correctionsKit } from './corrections-kit.ts';

/**
 * Staff decide the changes families ask for after the freeze (docs/product/corrections.md#staff-decide): approved,
 * the change is made as staff's own correction is; refused, with a reason the family reads; both e-mailed in the
 * family's language and audited, through the review kernel.
 */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });
const smtp = smtpServerPerFile(t);
const kit = correctionsKit(t);

/** A frozen family that asked for `details`; the request's id. */
async function asked(prefix: string, details: Parameters<typeof kit.correct>[2]) {
  const family = await kit.family(prefix, { frozen: true });
  const response = await kit.correct(family.cookie, family.id, details);
  expect(response.json().outcome, response.body).toBe('requested');
  return { family, requestId: response.json().request.id as string };
}

describe('staff and change requests', () => {
  it('lists the trip’s waiting requests oldest first and a registration’s, with both values of each field', async () => {
    const { family, requestId } = await asked('CDL', { city: 'Larnaca' });
    const admin = await t.signInAsAdmin();
    const waiting = await t.app.inject({
      url: `/api/admin/change-requests?trip_id=${family.tripId}`,
      headers: { cookie: admin },
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    const row = waiting.json().find((item: { id: string }) => item.id === requestId);
    expect(staffChangeRequestSchema.parse(row)).toMatchObject({
      travellerId: family.id,
      travellerName: family.name,
      status: 'waiting',
      sentByName: expect.any(String),
      decidedByName: null,
      changes: [{ field: 'city', to: 'Larnaca' }],
    });
    const own = await t.app.inject({
      url: `/api/admin/travellers/${family.id}/change-requests`,
      headers: { cookie: admin },
    });
    expect(own.json().map((item: { id: string }) => item.id)).toEqual([requestId]);
    const refused = await t.app.inject({
      url: `/api/admin/change-requests?trip_id=${family.tripId}&status=refused`,
      headers: { cookie: admin },
    });
    expect(refused.json().map((item: { id: string }) => item.id)).not.toContain(requestId);
  });

  it('approved, makes the change, e-mails the family in Greek, and shows the family the answer', async () => {
    const { family, requestId } = await asked('CDA', { phone: '+357 99 700 800', city: 'Paphos' });
    const admin = await t.signInAsAdmin();
    const approved = await kit.decide(admin, requestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedByName: expect.any(String), reason: null });
    expect(await kit.row(family.id)).toMatchObject({ phone: '+357 99 700 800', city: 'Paphos' });
    const again = await kit.decide(admin, requestId, 'refuse', { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');

    const [audited] = await kit.auditOf('change-request.approved', family.id);
    expect(audited!.details).toEqual({
      changeRequestId: requestId,
      fields: ['phone', 'city'],
      written: ['city', 'phone'],
    });
    const mail = await smtp.delivered(family.guardianEmail);
    expect(mail.subject).toContain('έγινε');
    expect(mail.text).toContain('τηλέφωνο, πόλη');
    expect(mail.text).not.toContain('700');
    const read = (await kit.corrections(family.cookie, family.id)).json();
    expect(read.requests[0]).toMatchObject({ id: requestId, status: 'approved', decidedAt: expect.any(String) });
    expect(JSON.stringify(read)).not.toContain('Staff');
    const timeline = await t.app.inject({
      url: `/api/my/travellers/${family.id}/timeline`,
      headers: { cookie: family.cookie },
    });
    expect(timeline.json()).toContainEqual(
      expect.objectContaining({ event: 'change-approved', fields: ['phone', 'city'] }),
    );
  });

  it('refused, needs a reason, changes nothing, and the family reads the reason in its language', async () => {
    const { family, requestId } = await asked('CDR', { guardianName: 'Eleni Papa' });
    const admin = await t.signInAsAdmin();
    const before = await kit.row(family.id);
    const empty = await kit.decide(admin, requestId, 'refuse', { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect((await kit.decide(admin, requestId, 'refuse', {})).statusCode).toBe(400);
    const refused = await kit.decide(admin, requestId, 'refuse', {
      reason: { el: 'Το όνομα είναι ήδη στη λίστα της πτήσης.', en: 'The name is on the flight list already.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'Το όνομα είναι ήδη στη λίστα της πτήσης.' });
    expect(await kit.row(family.id)).toEqual(before);
    const mail = await smtp.delivered(family.guardianEmail);
    expect(mail.text).toContain('Αιτία: Το όνομα είναι ήδη στη λίστα της πτήσης.');
    const read = (await kit.corrections(family.cookie, family.id)).json();
    expect(read.requests[0]).toMatchObject({ status: 'refused', reason: 'Το όνομα είναι ήδη στη λίστα της πτήσης.' });
    const timeline = await t.app.inject({
      url: `/api/my/travellers/${family.id}/timeline`,
      headers: { cookie: family.cookie },
    });
    expect(timeline.json()).toContainEqual(
      expect.objectContaining({ event: 'change-refused', reason: 'Το όνομα είναι ήδη στη λίστα της πτήσης.' }),
    );
    // The family's data export holds its requests with their answers.
    const exported = await t.app.inject({ url: '/api/my/data-export', headers: { cookie: family.cookie } });
    const { default: JSZip } = await import('jszip');
    const data = JSON.parse(
      await (await JSZip.loadAsync(exported.rawPayload)).file('voyage-data.json')!.async('string'),
    );
    const mine = data.travellers.find((row: { id: string }) => row.id === family.id);
    expect(mine.changeRequests).toMatchObject([
      { id: requestId, status: 'refused', changes: [{ field: 'guardianName' }] },
    ]);
    // Decided, the family can no longer withdraw it, and may ask again.
    expect((await kit.withdraw(family.cookie, family.id, requestId)).statusCode).toBe(409);
    expect((await kit.correct(family.cookie, family.id, { guardianName: 'Eleni P.' })).json().outcome).toBe(
      'requested',
    );
  });

  it('cannot be approved into a room of four, nor once cancelled: a typed 409, and the request still waits', async () => {
    const b = await kit.family('CDB', { frozen: true });
    const [c, d] = [await kit.family('CDC', { frozen: true }), await kit.family('CDD', { frozen: true })];
    const a = await kit.family('CDE', { frozen: true });
    // B, C and D share a room (B–C and C–D name each other); B names A too.
    const name = (person: { id: string }) => kit.row(person.id).then((row) => `${row.firstName} ${row.lastName}`);
    const set = (id: string, roommates: string[]) =>
      t.db.update(travellersTable).set({ roommates }).where(eq(travellersTable.id, id));
    await set(b.id, [await name(c), await name(a)]);
    await set(c.id, [await name(b), await name(d)]);
    await set(d.id, [await name(c)]);
    const request = (await kit.correct(a.cookie, a.id, { roommates: [await name(b)] })).json().request.id;
    const admin = await t.signInAsAdmin();
    const full = await kit.decide(admin, request, 'approve');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('ROOMMATE_GROUP_FULL');
    expect((await kit.row(a.id)).roommates).toEqual([]);

    await kit.cancel(a.id);
    const closed = await kit.decide(admin, request, 'approve');
    expect(closed.json().code).toBe('CORRECTIONS_CLOSED');
    const [stored] = await t.db.select().from(changeRequests).where(eq(changeRequests.id, request));
    expect(stored!.status).toBe('waiting');
    expect(await smtp.received(a.guardianEmail)).toEqual([]);
  });

  it('cannot be approved once the values no longer pass the rules: the child renamed as the roommate asked for', async () => {
    const { family, requestId } = await asked('CDN', { roommates: ['NIKOS PAPAS'] });
    await t.db
      .update(travellersTable)
      .set({ firstName: 'NIKOS', lastName: 'PAPAS' })
      .where(eq(travellersTable.id, family.id));
    const response = await kit.decide(await t.signInAsAdmin(), requestId, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CHANGE_REQUEST_NOT_APPLICABLE');
    expect((await kit.row(family.id)).roommates).toEqual([]);
  });

  it('is decided by staff who correct registrations only; those who read them see a registration’s requests', async () => {
    const { family, requestId } = await asked('CDS', { city: 'Famagusta' });
    for (const role of ['finance', 'health', 'readonly', 'escort'] as const) {
      const cookie = await kit.staff(role);
      const calls = [
        await kit.decide(cookie, requestId, 'approve'),
        await kit.decide(cookie, requestId, 'refuse', { reason: 'No' }),
        await t.app.inject({ url: `/api/admin/change-requests?trip_id=${family.tripId}`, headers: { cookie } }),
        await t.app.inject({ url: `/api/admin/travellers/${family.id}/change-requests`, headers: { cookie } }),
      ];
      expect(
        calls.map((call) => call.statusCode),
        role,
      ).toEqual([403, 403, 403, role === 'escort' ? 403 : 200]);
    }
  });
});
