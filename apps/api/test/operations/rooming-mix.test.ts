import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Rooming } from '@voyage/domain';
import { trips } from '../../src/db/schema/index.ts';
import { pdfPages } from '../exports/export-kit.ts';
import { idOf, names, setupRoomingTest } from './rooming-kit.ts';

/**
 * The trip's auto-fill setting, by school or across schools, and what the hotel's list says of a room of
 * more than one gender (docs/product/rooming.md#auto-fill, #rooming-list).
 */

const { t, state, departureWithSchools, travellersOf, calls, auditActions } = setupRoomingTest();

const people = (prefix: string, count: number, gender: 'male' | 'female') =>
  Array.from({ length: count }, (_, index) => ({ firstName: `${prefix}${String.fromCharCode(65 + index)}`, gender }));

describe('auto-fill by school or across schools', () => {
  it('counts the rooms each way before applying, and fills part-empty rooms across schools once the trip is set so', async () => {
    const admin = await t.signInAsAdmin();
    const { departureId, schoolIds } = await departureWithSchools(['Alpha Mix', 'Beta Mix', 'Gamma Mix']);
    // 19 travellers: by school, the girls left over by each school would each get a room of their own.
    await travellersOf(schoolIds[0]!, [...people('AF', 4, 'female'), ...people('AM', 3, 'male')]);
    await travellersOf(schoolIds[1]!, [...people('BF', 4, 'female'), ...people('BM', 3, 'male')]);
    await travellersOf(schoolIds[2]!, [
      { firstName: 'CFA', gender: 'female' },
      // Two boys who name each other stay together whichever way the rooms are filled.
      { firstName: 'CMA', gender: 'male', roommates: ['CMB ROOMTEST'] },
      { firstName: 'CMB', gender: 'male', roommates: ['CMA ROOMTEST'] },
      ...people('CMX', 2, 'male'),
    ]);
    const rooming = calls(admin, departureId);

    const before = await rooming.get();
    expect(before.mix).toBe('by-school');
    expect(before.roomsAfterAutoFill).toEqual({ 'by-school': 9, 'across-schools': 7 });

    const changed = await rooming.mix('across-schools', before.updatedAt);
    expect(changed.statusCode, changed.body).toBe(200);
    const across = changed.json<Rooming>();
    expect(across.mix).toBe('across-schools');
    expect(across.rooms).toEqual([]);
    const [trip] = await t.db.select({ mix: trips.roomingMix }).from(trips).where(eq(trips.id, state.tripId));
    expect(trip!.mix).toBe('across-schools');
    expect((await auditActions(state.tripId)).at(-1)).toEqual({
      action: 'rooming.mix-changed',
      details: { from: 'by-school', to: 'across-schools', departureId },
    });

    const filled = (await rooming.autoFill(across.updatedAt)).json<Rooming>();
    expect(filled.rooms).toHaveLength(7);
    expect(filled.unplaced).toEqual([]);
    expect(filled.warnings).toEqual([]);
    for (const room of filled.rooms) expect(new Set(room.travellers.map((traveller) => traveller.gender)).size).toBe(1);
    expect(filled.rooms.map((room) => room.travellers.length).filter((count) => count === 1)).toHaveLength(1);
    const roomOf = (name: string) => filled.rooms.find((room) => room.travellers.some((tr) => tr.firstName === name));
    expect(roomOf('CMA')).toBe(roomOf('CMB'));
    expect(names(filled).some((room) => room.includes('AFD') && room.includes('BFA'))).toBe(true);
    expect(filled.roomsAfterAutoFill).toEqual({ 'by-school': 7, 'across-schools': 7 });
    expect((await auditActions(departureId)).at(-1)).toMatchObject({
      action: 'rooming.auto-filled',
      details: { placed: 19, rooms: 7, mix: 'across-schools' },
    });

    // Back to the default; a setting not offered is refused in the shared words.
    const reset = await rooming.mix('by-school', filled.updatedAt);
    expect(reset.json<Rooming>().mix).toBe('by-school');
    const bad = await rooming.mix('by-colour', reset.json<Rooming>().updatedAt);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ mix: ['validation.invalid'] });
    // A stale or locked rooming refuses the change as it refuses any other.
    const stale = await rooming.mix('across-schools', null);
    expect(stale.json().code).toBe('CONFLICT');
  });
});

describe("the hotel's rooming list", () => {
  it('flags a room of more than one gender in the screen’s words, gives the stay’s days, and downloads as CSV too', async () => {
    const admin = await t.signInAsAdmin();
    const { departureId, schoolIds } = await departureWithSchools(['Delta Mix']);
    await travellersOf(schoolIds[0]!, [
      { firstName: 'ANNA', gender: 'female' },
      { firstName: 'NIKOS', gender: 'male' },
    ]);
    const rooming = calls(admin, departureId);
    const filled = (await rooming.autoFill(null)).json<Rooming>();
    const mixed = (await rooming.move(idOf(filled, 'NIKOS'), 1, filled.updatedAt)).json<Rooming>();
    expect(mixed.warnings.map((warning) => warning.kind)).toEqual(['mixed-genders']);

    const english = await pdfPages((await rooming.list('format=pdf')).rawPayload);
    expect(english.text).toContain('Check-in 2027-04-10 · Check-out 2027-04-15');
    expect(english.text).toContain('Room 1 has travellers of more than one gender.');
    expect(english.text).toContain('Mixed genders');
    const greek = await pdfPages((await rooming.list('format=pdf&lang=el')).rawPayload);
    expect(greek.text).toContain('Άφιξη 2027-04-10 · Αναχώρηση 2027-04-15');
    expect(greek.text).toContain('Το δωμάτιο 1 έχει ταξιδιώτες διαφορετικού φύλου.');
    expect(greek.text).toContain('Μικτό φύλο');

    const csv = await rooming.list('format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('rooming-list-test-departure-2027-04-10.csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Room,Surname,First name,Gender,School,Check',
      '1,ROOMTEST,ANNA,Female,Delta Mix,Mixed genders',
      '1,ROOMTEST,NIKOS,Male,Delta Mix,Mixed genders',
      '',
    ]);
    expect((await auditActions(departureId)).at(-1)).toMatchObject({
      action: 'rooming.list-downloaded',
      details: { format: 'csv', locale: 'en', travellers: 2 },
    });
  });
});
