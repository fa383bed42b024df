import { randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { travellers, user } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';

export type FamilyTraveller = { id: string; firstName: string; lastName: string; emailConfirmedAt: Date | null };

/** The registrations made with one guardian e-mail, and that guardian's account. */
export type Family = {
  email: string;
  guardianName: string;
  userId: string;
  password: string;
  travellers: FamilyTraveller[];
};

type Row = typeof travellers.$inferSelect;

export const GUARDIAN_PASSWORD = 'a family password for the matrix';

/** Groups the trip's live registrations by guardian e-mail (siblings share one). */
export async function familiesOfTrip(db: Database, tripId: number): Promise<Map<string, Row[]>> {
  const rows = await db
    .select()
    .from(travellers)
    .where(and(eq(travellers.tripId, tripId), ne(travellers.status, 'deleted')));
  const families = new Map<string, Row[]>();
  for (const row of rows) families.set(row.guardianEmail, [...(families.get(row.guardianEmail) ?? []), row]);
  return families;
}

/** Strings that identify a family's children: ids, names, the guardian's e-mail. */
export function familyMarkers(family: Pick<Family, 'email' | 'travellers'>): string[] {
  return [
    family.email,
    ...family.travellers.flatMap((traveller) => [
      traveller.id,
      traveller.lastName,
      `${traveller.firstName} ${traveller.lastName}`,
      `${traveller.lastName} ${traveller.firstName}`,
    ]),
  ];
}

/** Whether `text` mentions any of the markers (case-insensitive: screens upper-case last names). */
export function leaksAny(text: string, markers: readonly string[]): string | undefined {
  const haystack = text.toLowerCase();
  return markers.find((marker) => haystack.includes(marker.toLowerCase()));
}

/**
 * Families whose data cannot mention each other by chance: different e-mails and last names, and no
 * family's rows (roommates included) naming another. Picked at random, so every run tries new ones.
 */
export function pickUnrelatedFamilies(families: Map<string, Row[]>, count: number): Row[][] {
  const groups = [...families.values()];
  for (let index = groups.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [groups[index], groups[other]] = [groups[other]!, groups[index]!];
  }
  const markersOf = (rows: Row[]) => familyMarkers({ email: rows[0]!.guardianEmail, travellers: rows });
  const unrelated = (a: Row[], b: Row[]) =>
    !leaksAny(JSON.stringify(b), markersOf(a)) && !leaksAny(JSON.stringify(a), markersOf(b));
  const chosen: Row[][] = [];
  for (const group of groups) {
    if (chosen.every((other) => unrelated(group, other))) chosen.push(group);
    if (chosen.length === count) return chosen;
  }
  throw new Error(`the seed has no ${count} unrelated families`);
}

/**
 * The guardian account of a family, with a known password. On a shared PostgreSQL database another test
 * file may already have created an account for this e-mail: it is replaced by a fresh one with our password.
 */
export async function guardianAccount(db: Database, rows: Row[]): Promise<Family> {
  const first = rows[0]!;
  const email = first.guardianEmail.toLowerCase();
  // Deleting cascades to its sessions and accounts; its registrations keep their rows.
  await db.delete(user).where(eq(user.email, email));
  const userId = await createPasswordUser(db, {
    email,
    password: GUARDIAN_PASSWORD,
    name: first.guardianName,
    role: 'guardian',
  });
  return {
    email,
    guardianName: first.guardianName,
    userId,
    password: GUARDIAN_PASSWORD,
    travellers: rows.map(({ id, firstName, lastName, emailConfirmedAt }) => ({
      id,
      firstName,
      lastName,
      emailConfirmedAt,
    })),
  };
}
