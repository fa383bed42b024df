import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Rooming } from '@voyage/domain';
import { departures } from '../../src/db/schema/index.ts';
import { pdfPages } from '../exports/export-kit.ts';
import { idOf, names, setupRoomingTest } from './rooming-kit.ts';

/** Staff's rooming of a departure (docs/product/rooming.md), on a departure and schools of its own. */

const { t, state, departureWithSchools, travellersOf, calls, auditActions } = setupRoomingTest();

describe('rooming of a departure', () => {
  it("lists the approved travellers of the departure's schools, auto-fills them and warns in words", async () => {
    const admin = await t.signInAsAdmin();
    const { departureId, schoolIds } = await departureWithSchools(['Alpha Lyceum', 'Beta Gymnasium']);
    await travellersOf(schoolIds[0]!, [
      { firstName: 'ANNA', roommates: ['MARIA ROOMTEST'] },
      { firstName: 'MARIA', roommates: ['ANNA ROOMTEST'] },
      { firstName: 'ELENI' },
      // Sofia asks for Anna, who does not name her back: a request, no group.
      { firstName: 'SOFIA', roommates: ['ROOMTEST ANNA'] },
      { firstName: 'NIKOS', gender: 'male' },
      { firstName: 'PENDING', status: 'pending' },
    ]);
    await travellersOf(schoolIds[1]!, [{ firstName: 'DORA' }]);
    const rooming = calls(admin, departureId);

    const before = await rooming.get();
    expect(before).toMatchObject({
      departureId,
      tripId: state.tripId,
      updatedAt: null,
      lockedAt: null,
      rooms: [],
      warnings: [],
    });
    expect(before.unplaced.map((traveller) => traveller.firstName)).toEqual([
      'ANNA',
      'ELENI',
      'MARIA',
      'NIKOS',
      'SOFIA',
      'DORA',
    ]);
    const anna = before.unplaced[0]!;
    expect(anna.groupKey).not.toBeNull();
    expect(before.unplaced[2]!.groupKey).toBe(anna.groupKey);
    expect(anna.roommateRequests).toEqual([]);
    expect(before.unplaced[4]).toMatchObject({ groupKey: null, roommateRequests: ['ROOMTEST ANNA'] });

    const filled = await rooming.autoFill(null);
    expect(filled.statusCode, filled.body).toBe(200);
    const after = filled.json<Rooming>();
    // Rooms in number order, each room's travellers by school and name.
    expect(names(after)).toEqual([['ANNA', 'ELENI', 'MARIA'], ['SOFIA'], ['NIKOS'], ['DORA']]);
    expect(after.unplaced).toEqual([]);
    expect(after.warnings).toEqual([]);
    expect(after.updatedAt).not.toBeNull();

    // Moving Maria beside Nikos splits her group and mixes the room; a room over three warns too.
    const moved = await rooming.move(idOf(after, 'MARIA'), 3, after.updatedAt);
    expect(moved.statusCode, moved.body).toBe(200);
    const warned = moved.json<Rooming>();
    expect(names(warned)).toEqual([['ANNA', 'ELENI'], ['SOFIA'], ['MARIA', 'NIKOS'], ['DORA']]);
    expect(warned.warnings.map((warning) => [warning.kind, warning.rooms])).toEqual([
      ['mixed-genders', [3]],
      ['group-split', [1, 3]],
    ]);
    const alone = await rooming.move(idOf(warned, 'MARIA'), 'new', warned.updatedAt);
    expect(names(alone.json<Rooming>())).toEqual([['ANNA', 'ELENI'], ['SOFIA'], ['NIKOS'], ['DORA'], ['MARIA']]);
    const out = await rooming.move(idOf(alone.json<Rooming>(), 'MARIA'), null, alone.json<Rooming>().updatedAt);
    expect(out.json<Rooming>().unplaced.map((traveller) => traveller.firstName)).toEqual(['MARIA']);

    // The auto-fill keeps the rooms made and joins Maria to Anna, whose room has space.
    const refilled = (await rooming.autoFill(out.json<Rooming>().updatedAt)).json<Rooming>();
    expect(names(refilled)).toEqual([['ANNA', 'ELENI', 'MARIA'], ['SOFIA'], ['NIKOS'], ['DORA']]);

    expect((await auditActions(departureId)).map((row) => row.action)).toEqual([
      'rooming.auto-filled',
      'rooming.moved',
      'rooming.moved',
      'rooming.moved',
      'rooming.auto-filled',
    ]);
  });

  it('refuses a stale change (409 CONFLICT) and every change while locked (409 ROOMING_LOCKED) until unlocked', async () => {
    const admin = await t.signInAsAdmin();
    const { departureId, schoolIds } = await departureWithSchools(['Gamma Lyceum']);
    const [first] = await travellersOf(schoolIds[0]!, [{ firstName: 'IRINI' }, { firstName: 'KATERINA' }]);
    const rooming = calls(admin, departureId);
    const filled = (await rooming.autoFill(null)).json<Rooming>();

    const stale = await rooming.move(first!.id, 'new', null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');

    const locked = await rooming.lock(filled.updatedAt);
    expect(locked.statusCode, locked.body).toBe(200);
    const lockedRooming = locked.json<Rooming>();
    expect(lockedRooming.lockedAt).not.toBeNull();
    expect(lockedRooming.lockedByName).toEqual(expect.any(String));
    for (const refused of [
      await rooming.move(first!.id, 'new', lockedRooming.updatedAt),
      await rooming.autoFill(lockedRooming.updatedAt),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ROOMING_LOCKED');
    }
    const again = await rooming.lock(lockedRooming.updatedAt);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');

    const unlocked = await rooming.unlock(lockedRooming.updatedAt);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json<Rooming>().lockedAt).toBeNull();
    const moved = await rooming.move(first!.id, 'new', unlocked.json<Rooming>().updatedAt);
    expect(moved.statusCode).toBe(200);

    // The departure's own updatedAt is the departure editor's: rooming leaves it alone.
    const [row] = await t.db.select().from(departures).where(eq(departures.id, departureId));
    expect(row!.updatedAt.getTime()).toBe(row!.createdAt.getTime());
  });

  it("refuses a body it does not take, another departure's traveller and an unknown departure", async () => {
    const admin = await t.signInAsAdmin();
    const { departureId } = await departureWithSchools(['Delta Lyceum']);
    const other = await departureWithSchools(['Epsilon Lyceum']);
    const [stranger] = await travellersOf(other.schoolIds[0]!, [{ firstName: 'XENI' }]);
    const rooming = calls(admin, departureId);
    const notOurs = await rooming.move(stranger!.id, 1, null);
    expect(notOurs.statusCode).toBe(404);
    const bad = await rooming.move('not-a-uuid', 0, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['toRoom', 'travellerId']);
    const extra = await rooming.autoFill(null);
    expect(extra.statusCode).toBe(200);
    for (const url of ['/api/admin/departures/999999999/rooming', '/api/admin/departures/abc/rooming']) {
      const response = await t.app.inject({ url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("the hotel's rooming list", () => {
  it('downloads as XLSX and PDF (Greek in the embedded font), named after the departure, and is audited', async () => {
    const admin = await t.signInAsAdmin();
    const { departureId, schoolIds } = await departureWithSchools(['Λύκειο Ζήτα']);
    await travellersOf(schoolIds[0]!, [
      { firstName: 'ANNA', roommates: ['MARIA ROOMTEST'] },
      { firstName: 'MARIA', roommates: ['ANNA ROOMTEST'] },
      { firstName: 'PETROS', gender: 'male' },
    ]);
    const rooming = calls(admin, departureId);
    await rooming.autoFill(null);

    const xlsx = await rooming.list('format=xlsx');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('rooming-list-test-departure-2027-04-10.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const header = values.findIndex((row) => row[0] === 'Room');
    expect(values.slice(header)).toEqual([
      ['Room', 'Surname', 'First name', 'Gender', 'School', 'Check'],
      [1, 'ROOMTEST', 'ANNA', 'Female', 'Λύκειο Ζήτα'],
      [1, 'ROOMTEST', 'MARIA', 'Female', 'Λύκειο Ζήτα'],
      [2, 'ROOMTEST', 'PETROS', 'Male', 'Λύκειο Ζήτα'],
    ]);

    const pdf = await rooming.list('format=pdf&lang=el');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('rooming-list-test-departure-2027-04-10.pdf');
    const { text } = await pdfPages(pdf.rawPayload);
    expect(text).toContain('Λίστα δωματίων');
    expect(text).toContain('Hôtel Lumière');
    expect(text).toContain('Αναχώρηση δοκιμής');
    expect(text).toContain('Λύκειο Ζήτα');
    expect(text).toContain('ROOMTEST');
    expect(text).toContain('PETROS');
    expect(text).toContain('Άρρεν');
    expect(text).toContain('Άφιξη 2027-04-10 · Αναχώρηση 2027-04-15');
    expect(text).not.toContain('διαφορετικού φύλου');

    const bad = await rooming.list('format=doc');
    expect(bad.statusCode).toBe(400);
    const downloads = (await auditActions(departureId)).filter((row) => row.action === 'rooming.list-downloaded');
    expect(downloads.map((row) => row.details)).toEqual([
      { format: 'xlsx', locale: 'en', travellers: 3 },
      { format: 'pdf', locale: 'el', travellers: 3 },
    ]);
  });
});
