import { count, sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Database } from '../database.ts';
import { trips } from '../schema/index.ts';
import { ensureAdmin, type AdminCredentials } from './seed-admin.ts';
import { seedTrip } from './seed-trip.ts';
import { pastTripYear } from './trip-calendar.ts';

export const DEMO_TRAVELLERS_ACTIVE = 60;
export const DEMO_TRAVELLERS_PAST = 20;

export type SeedDemoOptions = {
  /** Registrations per trip; default 60 for the active trip and 20 for the past one. */
  travellersPerTrip?: number;
  /** The moment the demo is built around (the active trip is next year's, open now). */
  now?: Date;
  /** The admin account to create if missing. */
  admin?: AdminCredentials;
  /**
   * Where to store a placeholder for each document and receipt, so staff downloads work in the demo.
   * Omitted (tests, the benchmark's 2,000 registrations) = file records without bytes.
   */
  storage?: FileStorage;
};

/**
 * The demo data, once: an active trip to Paris next year with registrations open, last spring's trip,
 * their schools, departures and registrations. Does nothing when the database already has a trip.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  if (options.admin) await ensureAdmin(db, options.admin);
  const [existing] = await db.select({ trips: count() }).from(trips);
  if ((existing?.trips ?? 0) > 0) return;

  await db.transaction(async (tx) => {
    await seedTrip(tx, {
      year: now.getUTCFullYear() + 1,
      isActive: true,
      travellers: options.travellersPerTrip ?? DEMO_TRAVELLERS_ACTIVE,
      now,
      storage: options.storage,
    });
    await seedTrip(tx, {
      year: pastTripYear(now),
      isActive: false,
      travellers: options.travellersPerTrip ?? DEMO_TRAVELLERS_PAST,
      now,
      storage: options.storage,
    });
  });
  // Fresh planner statistics: PGlite has no autovacuum to gather them, and the lists' plans depend on them.
  await db.execute(sql`analyze`);
}
