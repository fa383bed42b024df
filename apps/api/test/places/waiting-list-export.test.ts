import { staffWaitingListSchema } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { joinWaitingListIfFull } from '../../src/places/services/join-waiting-list.ts';
import { itIsForAdminsOnly } from '../helpers/trip-cases.ts';
import { csvRows, downloadExport, exportAudits } from '../exports/export-kit.ts';
import { insertTraveller } from '../review/review-kit.ts';
import { setupPlacesApp } from './places-kit.ts';

/** Staff's waiting list and its file (docs/product/places.md#waiting-list), on a full departure of the test's own. */
const { t, kit } = setupPlacesApp();

async function joining(place: { tripId: number; schoolId: number }) {
  const traveller = await insertTraveller(t.db, { ...place, language: 'el' });
  await t.db.transaction(async (tx) =>
    joinWaitingListIfFull(tx, {
      traveller,
      tripTitle: { el: 'Παρίσι', en: 'Paris' },
      publicUrl: t.app.publicUrl,
      now: new Date(),
    }),
  );
  return traveller;
}

describe('GET /api/admin/waiting-list/export', () => {
  it('lists the entries in their order as the staff list gives them, with the departure and the joining', async () => {
    const place = await kit.departure(1, { label: 'Λίστα' });
    await kit.travellers(place, 1, 'approved');
    const first = await joining(place);
    const second = await joining(place);

    const cookie = await t.signInAsAdmin();
    const listed = staffWaitingListSchema
      .parse(
        (await t.app.inject({ url: `/api/admin/waiting-list?trip_id=${place.tripId}`, headers: { cookie } })).json(),
      )
      .filter((entry) => [first.id, second.id].includes(entry.travellerId));
    expect(listed.map((entry) => entry.departureLabel)).toEqual([
      { el: 'Λίστα', en: 'Λίστα' },
      { el: 'Λίστα', en: 'Λίστα' },
    ]);
    expect(Date.parse(listed[0]!.joinedAt)).toBeLessThanOrEqual(Date.parse(listed[1]!.joinedAt));

    const response = await downloadExport(t, place.tripId, 'waiting-list', { format: 'csv', lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="waiting-list-/);
    const rows = csvRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Position',
      'Traveller',
      'School',
      'Departure',
      'Joined',
      'State',
      'Offered until',
      'Out-of-turn reason',
    ]);
    const mine = rows.filter((row) => [first, second].some((one) => row[1] === `${one.lastName} ${one.firstName}`));
    expect(mine.map((row) => [row[3], row[5], row[6]])).toEqual([
      ['Λίστα', 'Waiting', ''],
      ['Λίστα', 'Waiting', ''],
    ]);
    expect(Number(mine[1]![0])).toBe(Number(mine[0]![0]) + 1);
    expect(mine[0]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const greek = csvRows((await downloadExport(t, place.tripId, 'waiting-list', { format: 'csv' })).rawPayload);
    expect(greek[0]![0]).toBe('Θέση');
    expect(greek.some((row) => row[5] === 'Σε αναμονή')).toBe(true);
    const audits = await exportAudits(t, place.tripId);
    expect(audits.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ what: 'waiting-list', format: 'csv', lang: 'en' }),
    );
  });

  itIsForAdminsOnly(t, '/api/admin/waiting-list/export');
});

describe('the staff registration lists', () => {
  it('give a pending registration on the list its place in it, in the table and on its page', async () => {
    const place = await kit.departure(1);
    const [holder] = await kit.travellers(place, 1, 'approved');
    const waiting = await joining(place);
    const cookie = await t.signInAsAdmin();
    const entry = (await t.app.inject({ url: `/api/admin/waiting-list?trip_id=${place.tripId}`, headers: { cookie } }))
      .json<{ travellerId: string; position: number }[]>()
      .find((row) => row.travellerId === waiting.id)!;
    const page = await t.app.inject({
      url: '/api/registrations/pending',
      query: { trip_id: String(place.tripId), school_id: String(place.schoolId) },
      headers: { cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json<{ rows: { id: string; status: string; waitingListPosition: number | null }[] }>().rows;
    expect(rows.find((row) => row.id === waiting.id)).toMatchObject({
      status: 'pending',
      waitingListPosition: entry.position,
    });
    const detail = await t.app.inject({ url: `/api/admin/travellers/${waiting.id}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ traveller: { waitingListPosition: entry.position } });
    const approved = await t.app.inject({ url: `/api/admin/travellers/${holder!.id}`, headers: { cookie } });
    expect(approved.json()).toMatchObject({ traveller: { waitingListPosition: null } });
  });
});
