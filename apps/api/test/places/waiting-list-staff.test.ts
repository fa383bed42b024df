import { adminTravellerSchema, bulkApproveResultSchema, waitingListRefusalSchema } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user, waitingListEntries } from '../../src/db/schema/index.ts';
import { TEST_ADMIN, TEST_PUBLIC_URL } from '../helpers/constants.ts';
import { smtpServerPerFile } from '../mail/smtp-per-file.ts';
import { auditRowsOf, expecting, insertTraveller, travellerRow } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';

/**
 * A refused approval put on the waiting list by staff (docs/product/places.md#a-refused-approval): the
 * registration joins the end of the list, the family is e-mailed its position in its language (read back
 * from a real SMTP server), and the audit log names the staff who did it.
 */
const { t, kit, calls } = setupPlacesApp();
const smtp = smtpServerPerFile(t);

const putOnList = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/travellers/${id}/waiting-list`, headers: t.unsafeHeaders(cookie) });

const refusalCode = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(409);
  return waitingListRefusalSchema.parse(response.json()).code;
};

const entryOf = async (travellerId: string) =>
  (await t.db.select().from(waitingListEntries).where(eq(waitingListEntries.travellerId, travellerId)))[0];

/** A departure of one seat, taken, and a pending registration of its school whose family reads `language`. */
async function fullDeparture(language: 'el' | 'en') {
  const place = await kit.departure(1);
  await kit.travellers(place, 1, 'approved');
  const pending = await insertTraveller(t.db, { tripId: place.tripId, schoolId: place.schoolId, language });
  return { place, pending };
}

describe('putting a refused approval on the waiting list', () => {
  // First in the file: a family already waiting on the trip makes it full for everyone (places.md).
  it('is refused with PLACE_FREE while a place is free: nothing joins, nobody is mailed', async () => {
    const admin = await t.signInAsAdmin();
    const place = await kit.departure(2);
    const pending = await insertTraveller(t.db, { tripId: place.tripId, schoolId: place.schoolId });
    expect(refusalCode(await putOnList(pending.id, admin))).toBe('PLACE_FREE');
    expect(await entryOf(pending.id)).toBeUndefined();
    expect(await smtp.received(pending.guardianEmail)).toEqual([]);
  });

  it('joins the end of the list, mails the position in Greek, shows the chip and audits the staff', async () => {
    const admin = await t.signInAsAdmin();
    const { pending } = await fullDeparture('el');
    const refused = await calls.approve(pending.id, expecting('pending'), admin);
    expect(refused.json()).toMatchObject({ code: 'DEPARTURE_FULL' });

    const response = await putOnList(pending.id, admin);
    expect(response.statusCode, response.body).toBe(200);
    const shown = adminTravellerSchema.parse(response.json());
    const entry = await entryOf(pending.id);
    expect(entry).toMatchObject({ state: 'waiting' });
    expect(shown).toMatchObject({ status: 'pending', waitingListPosition: entry!.position });

    const [mail, ...more] = await smtp.received(pending.guardianEmail);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      `Λίστα αναμονής: ο ταξιδιώτης ${pending.firstName} ${pending.lastName} είναι στη θέση 1`,
    );
    expect(mail!.text).toContain('στη λίστα αναμονής, στη θέση 1');
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/my-voyage`);

    const [staff] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, TEST_ADMIN.email));
    const joined = (await auditRowsOf(t.db, pending.id)).filter((row) => row.action === 'waiting-list.joined');
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ actorUserId: staff!.id, details: { position: entry!.position } });
  });

  it('puts the next family after the first, each mailed in English the position it sees', async () => {
    const admin = await t.signInAsAdmin();
    const { place, pending: first } = await fullDeparture('en');
    const second = await insertTraveller(t.db, { tripId: place.tripId, schoolId: place.schoolId, language: 'en' });
    expect((await putOnList(first.id, admin)).statusCode).toBe(200);
    expect((await putOnList(second.id, admin)).statusCode).toBe(200);
    expect((await entryOf(second.id))!.position).toBeGreaterThan((await entryOf(first.id))!.position);
    const positionIn = async (email: string) => {
      const [mail] = await smtp.received(email);
      expect(mail!.html).toContain('<html lang="en">');
      return Number(/^Waiting list: .* is at position (\d+)$/.exec(mail!.subject)?.[1]);
    };
    const seen = await positionIn(first.guardianEmail);
    expect(seen).toBeGreaterThan(0);
    expect(await positionIn(second.guardianEmail)).toBe(seen + 1);
  });

  it('is refused with ALREADY_ON_LIST the second time, and with NOT_PENDING once approved or rejected', async () => {
    const admin = await t.signInAsAdmin();
    const { pending } = await fullDeparture('el');
    expect((await putOnList(pending.id, admin)).statusCode).toBe(200);
    expect(refusalCode(await putOnList(pending.id, admin))).toBe('ALREADY_ON_LIST');
    expect(await smtp.received(pending.guardianEmail)).toHaveLength(1);

    const { pending: other } = await fullDeparture('el');
    await calls.reject(other.id, { ...expecting('pending'), reason: { el: 'Όχι', en: 'No' } }, admin);
    expect((await travellerRow(t.db, other.id)).status).toBe('rejected');
    expect(refusalCode(await putOnList(other.id, admin))).toBe('NOT_PENDING');
    expect(await entryOf(other.id)).toBeUndefined();

    const place = await kit.departure(1);
    const [approved] = await kit.travellers(place, 1, 'approved');
    expect(refusalCode(await putOnList(approved!.id, admin))).toBe('NOT_PENDING');
  });

  it('answers 404 for no such registration, and the bulk result names those refused for places', async () => {
    const admin = await t.signInAsAdmin();
    const unknown = await putOnList('7b2a8f4e-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect((await putOnList('not-an-id', admin)).statusCode).toBe(404);

    const place = await kit.departure(1);
    const chosen = await kit.travellers(place, 2);
    const bulk = bulkApproveResultSchema.parse(
      (
        await calls.bulkApprove(
          chosen.map((row) => row!.id),
          admin,
        )
      ).json(),
    );
    const refused = bulk.results.find((row) => !row.ok)!;
    expect(refused.code).toBe('DEPARTURE_FULL');
    expect((await putOnList(refused.id, admin)).statusCode).toBe(200);
    expect(await entryOf(refused.id)).toMatchObject({ state: 'waiting' });
  });
});
