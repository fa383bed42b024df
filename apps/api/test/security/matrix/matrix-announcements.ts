import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.ts';
import { announcements } from '../../../src/db/schema/index.ts';
import { RUN_TAG } from '../account-links.ts';
import { adminOnly, type Entry } from './matrix-check.ts';
import type { World } from './matrix-world.ts';

/** The subject of every announcement the rows make, so the run removes only its own. */
const MATRIX_SUBJECT = `Matrix ${RUN_TAG}`;
const TEXTS = { subject: { el: MATRIX_SUBJECT, en: MATRIX_SUBJECT }, body: { el: 'Κείμενο', en: 'Text' } };

/** A time days ahead, a different hour each call, so the rows never reach the hourly limit. */
let calls = 0;
const later = () => new Date(Date.now() + (30 + (calls += 1)) * 86_400_000).toISOString();

/** A scheduled announcement of the trip, for the calls that read or cancel one. */
async function scheduled(world: World): Promise<string> {
  const [row] = await world.db
    .insert(announcements)
    .values({
      tripId: world.tripId,
      audience: { kind: 'trip' },
      ...TEXTS,
      status: 'scheduled',
      sendAt: new Date(later()),
    })
    .returning({ id: announcements.id });
  return row!.id;
}

export async function removeMatrixAnnouncements(db: Database): Promise<void> {
  await db.delete(announcements).where(sql`${announcements.subject}->>'en' = ${MATRIX_SUBJECT}`);
}

/** The announcement rows of the route-by-role matrix (docs/product/announcements.md): administrators only. */
export const announcementsMatrix: Record<string, Entry> = {
  'POST /api/admin/announcements/preview': {
    call: (world) => ({
      url: `/api/admin/announcements/preview?trip_id=${world.tripId}`,
      payload: { audience: { kind: 'departure', departureId: world.departureId } },
    }),
    expect: adminOnly(),
  },
  'POST /api/admin/announcements': {
    call: (world) => ({
      url: `/api/admin/announcements?trip_id=${world.tripId}`,
      payload: { ...TEXTS, audience: { kind: 'departure', departureId: world.departureId }, sendAt: later() },
    }),
    expect: adminOnly(201),
  },
  'GET /api/admin/announcements': {
    call: (world) => ({ url: `/api/admin/announcements?trip_id=${world.tripId}` }),
    expect: adminOnly(),
  },
  'GET /api/admin/announcements/:id': {
    call: async (world) => ({ url: `/api/admin/announcements/${await scheduled(world)}` }),
    expect: adminOnly(),
  },
  'DELETE /api/admin/announcements/:id': {
    call: async (world) => ({ url: `/api/admin/announcements/${await scheduled(world)}` }),
    expect: adminOnly(),
  },
};
