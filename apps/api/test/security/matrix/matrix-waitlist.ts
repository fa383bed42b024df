import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { departures, schools, travellers, trips } from '../../../src/db/schema/index.ts';
import { uniqueEmail } from '../account-links.ts';
import { adminOnly, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/**
 * The waiting list's rows of the route-by-role matrix (docs/product/places.md#a-refused-approval): staff
 * put a pending registration whose departure is full on the list. Each call gets a departure of one seat,
 * taken, and a pending registration on it, removed when the row's test ends. They are on the trip that is not
 * the world's: its list's positions stay clear of the entries the other rows write on the world's trip.
 */

/** The seed's past trip (not one the matrix itself makes). */
async function otherTrip(w: World): Promise<number> {
  const [row] = await w.db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.active, false), sql`${trips.name}->>'en' not like 'Matrix %'`))
    .orderBy(asc(trips.id))
    .limit(1);
  if (!row) throw new Error('the seed has no past trip');
  return row.id;
}

async function traveller(w: World, place: { tripId: number; schoolId: number }, status: 'pending' | 'approved') {
  const [row] = await w.db
    .insert(travellers)
    .values({
      ...place,
      status,
      firstName: 'MATRIX',
      lastName: 'WAITING',
      gender: 'female',
      dateOfBirth: '2012-01-15',
      nationality: 'CY',
      city: 'Limassol',
      district: 'lemesos',
      phone: '+357 99 123456',
      language: 'en',
      guardianName: 'Matrix Waiting',
      guardianEmail: uniqueEmail('waiting'),
      emailConfirmedAt: new Date(),
    })
    .returning({ id: travellers.id });
  return row!.id;
}

/** A pending registration whose departure's one seat is taken: its approval would be refused. */
async function refusedForPlaces(w: World): Promise<string> {
  const tripId = await otherTrip(w);
  const [departure] = await w.db
    .insert(departures)
    .values({
      tripId,
      label: { el: 'Πλήρης', en: 'Full' },
      outboundDate: '2027-04-10',
      inboundDate: '2027-04-15',
      carrier: 'Matrix Full Air',
      hotel: 'Matrix Hotel',
      flights: [],
      seats: 1,
    })
    .returning({ id: departures.id });
  const [school] = await w.db
    .insert(schools)
    .values({
      tripId,
      name: `Matrix full ${randomUUID().slice(0, 6)}`,
      district: 'lefkosia',
      registrationCode: `MF${randomUUID().slice(0, 6).toUpperCase()}`,
      departureId: departure!.id,
    })
    .returning({ id: schools.id });
  const place = { tripId, schoolId: school!.id };
  const made = [await traveller(w, place, 'approved'), await traveller(w, place, 'pending')];
  onTestFinished(async () => {
    await w.db.delete(travellers).where(inArray(travellers.id, made));
    await w.db.delete(schools).where(eq(schools.id, school!.id));
    await w.db.delete(departures).where(eq(departures.id, departure!.id));
  });
  return made[1]!;
}

export const waitlistMatrix: Record<string, Entry> = {
  'POST /api/admin/travellers/:id/waiting-list': {
    call: async (w) => ({ url: `/api/admin/travellers/${await refusedForPlaces(w)}/waiting-list`, payload: {} }),
    expect: adminOnly(),
  },
};
