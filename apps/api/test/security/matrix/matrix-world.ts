import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Capability } from '@voyage/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../src/app.ts';
import type { Database, DatabaseHandle } from '../../../src/db/database.ts';
import { trips, user } from '../../../src/db/schema/index.ts';
import { enqueueEmail } from '../../../src/mail/enqueue-email.ts';
import { TEST_ADMIN, TEST_ORIGIN } from '../../helpers/constants.ts';
import { openTestDatabase, testConfig } from '../../helpers/test-app.ts';
import { extraAdmin, mintAccountLink, uniqueEmail } from '../account-links.ts';
import { removeWhatWasMade } from '../clean-up.ts';
import { signIn, unsafeHeaders } from '../sign-in.ts';
import { signInAsEnrolledAdmin } from '../../helpers/two-factor.ts';
import { familiesOfTrip, guardianAccount, pickUnrelatedFamilies, type Family } from '../families.ts';
import { matrixDepartures, staffAccounts, type StaffAccount, type StaffMatrixRole } from './matrix-staff-accounts.ts';

/** The roles each row names a status for; the staff roles' statuses are derived (matrix-staff-expect.ts). */
export const MATRIX_ROLES = ['anonymous', 'guardianA', 'guardianB', 'admin'] as const;
export type TableRole = (typeof MATRIX_ROLES)[number];
export type MatrixRole = TableRole | StaffMatrixRole;
/** What the staff guard is told of a staff route where it is registered (src/admin-routes.ts). */
export type StaffRouteConfig = { capability?: Capability; escortScope?: 'traveller' | 'departure' | 'list' };

/** A file of the built SPA the static route serves. */
export const STATIC_FILE = '/assets/matrix.js';

/** Families with no account the matrix may give one to (account creation, account links). */
const SPARE_FAMILIES = 10;

export type World = {
  app: FastifyInstance;
  db: Database;
  /** Every route the server registered, as `METHOD url`, HEAD twins of GET routes left out. */
  routes: string[];
  tripId: number;
  pastTripId: number;
  schoolId: number;
  /** The departure of guardian A's first traveller's school (`schoolId`): escort A's; `otherDepartureId`: escort B's. */
  departureId: number;
  otherDepartureId: number;
  /** A school of escort B's departure. */
  otherSchoolId: number;
  /** The ids of guardian A's children at `schoolId`, on escort A's departure (escort B must never see them). */
  travellersOnOwnDeparture: string[];
  familyA: Family;
  familyB: Family;
  /** A message in the outbox, addressed to guardian A. */
  outboxId: string;
  /** A pending admin invitation (its row id), and an extra admin who may be revoked. */
  invitationId: string;
  extraAdminId: string;
  /** A usable guardian-account link of a third family: `/create/guardian/{token}/{travellerId}`. */
  guardianLink: { token: string; travellerId: string };
  /**
   * The first registration of a family unrelated to guardians A and B that has no account yet: a new one
   * per call, for calls that create an account or send a link.
   */
  spareTraveller(): { id: string; email: string };
  /** The staff guard's configuration of a route under the staff subtree; undefined for any other route. */
  staffRoute(key: string): StaffRouteConfig | undefined;
  /** A session cookie for the role (undefined for anonymous); `fresh` signs in anew, for calls that may end it. */
  cookie(role: MatrixRole, options?: { fresh?: boolean }): Promise<string | undefined>;
  /** Drops the role's shared session, after a call that may have ended it (a fresh sign-in also re-enrols staff). */
  forgetSession(role: MatrixRole): void;
  /** Headers an unsafe call needs to pass the CSRF check: the token pair and our Origin. */
  unsafeHeaders(cookie: string | undefined): Record<string, string>;
};

/** `GET /x` and `HEAD /x` are one route to us: the HEAD twin Fastify adds to every GET is dropped. */
export function withoutHeadTwins(routes: readonly string[]): string[] {
  const gets = new Set(
    routes.filter((route) => route.startsWith('GET ')).map((route) => route.slice(4).replace(/\/$/, '')),
  );
  const kept = routes.filter((route) => !(route.startsWith('HEAD ') && gets.has(route.slice(5).replace(/\/$/, ''))));
  return [...new Set(kept)].sort();
}

function builtSpa(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-matrix-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="el"><title>Voyage</title></html>\n');
  fs.writeFileSync(path.join(dir, STATIC_FILE), 'export {};\n');
  return dir;
}

/**
 * The app over its own database copy, built with an `onRoute` watcher, plus the people the matrix calls as:
 * nobody, two guardians of unrelated families of the active trip, the seeded admin, and a staff member of each
 * other role (escorts of guardian A's child's departure and of another).
 */
export function setupMatrixWorld(): World {
  const world = { routes: [] as string[] } as World;
  const registered: string[] = [];
  // The route options as registered: the staff area sets their `config` after this watcher has seen them.
  const routeOptions = new Map<string, RouteOptions>();
  let staff: Record<StaffMatrixRole, StaffAccount> | undefined;
  const sessions = new Map<MatrixRole, string>();
  let handle: DatabaseHandle | undefined;
  let webDist: string | undefined;
  const guardianEmails = new Set<string>();

  const credentials = (role: Exclude<MatrixRole, 'anonymous'>) =>
    role === 'admin'
      ? TEST_ADMIN
      : role === 'guardianA'
        ? world.familyA
        : role === 'guardianB'
          ? world.familyB
          : staff![role];

  beforeAll(async () => {
    handle = await openTestDatabase();
    webDist = builtSpa();
    const db = handle.db;
    world.db = db;
    world.app = await buildApp({
      config: testConfig({ webDist, signInRateLimitMax: 100_000 }),
      db,
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          registered.push(`${method} ${route.url}`);
          if (method !== 'HEAD') routeOptions.set(`${method} ${route.url}`, route);
        }
      },
    });
    world.routes = withoutHeadTwins(registered);
    world.staffRoute = (key) => {
      const config = routeOptions.get(key)?.config as StaffRouteConfig | undefined;
      return config && 'capability' in config ? config : undefined;
    };

    const [active] = await db.select({ id: trips.id }).from(trips).where(eq(trips.active, true));
    const [past] = await db.select({ id: trips.id }).from(trips).where(eq(trips.active, false));
    if (!active || !past) throw new Error('the seeded database has no active and past trip');
    world.tripId = active.id;
    world.pastTripId = past.id;
    // On a shared PostgreSQL database, other files may have given some guardians an account already.
    const families = await familiesOfTrip(db, active.id);
    for (const { email } of await db.select({ email: user.email }).from(user)) families.delete(email);
    // My Voyage lists a registration once its e-mail link was opened: families A and B must have opened all
    // of theirs, or a route asked about their first child would answer 404 for that reason, not for rights.
    const picked = pickUnrelatedFamilies(families, SPARE_FAMILIES + 3);
    const hasOpenedAll = (rows: (typeof picked)[number]) => rows.every((row) => row.emailConfirmedAt);
    const [rowsA, rowsB, rowsC, ...spare] = [
      ...picked.filter(hasOpenedAll).slice(0, 2),
      ...picked.filter((rows) => !picked.filter(hasOpenedAll).slice(0, 2).includes(rows)),
    ];
    if (!rowsA || !rowsB || !hasOpenedAll(rowsA) || !hasOpenedAll(rowsB)) {
      throw new Error('the seed has no two unrelated families that opened every e-mail link');
    }
    // The records the rows make travel with guardian A's first child: escort A's departure.
    world.schoolId = rowsA[0]!.schoolId;
    const departuresOfA = await matrixDepartures(db, active.id, world.schoolId);
    world.departureId = departuresOfA.own;
    world.otherDepartureId = departuresOfA.other;
    world.otherSchoolId = departuresOfA.otherSchoolId;
    world.travellersOnOwnDeparture = rowsA.filter((row) => row.schoolId === world.schoolId).map((row) => row.id);
    staff = await staffAccounts(db, departuresOfA);
    world.familyA = await guardianAccount(db, rowsA!);
    world.familyB = await guardianAccount(db, rowsB!);
    guardianEmails.add(world.familyA.email).add(world.familyB.email).add(rowsC![0]!.guardianEmail);
    const third = rowsC![0]!;
    world.guardianLink = {
      token: (
        await mintAccountLink(db, { purpose: 'guardian-account', email: third.guardianEmail, travellerId: third.id })
      ).token,
      travellerId: third.id,
    };
    world.spareTraveller = () => {
      const next = spare.shift()?.[0];
      if (!next) throw new Error(`the matrix needs more than ${SPARE_FAMILIES} spare families`);
      guardianEmails.add(next.guardianEmail);
      return { id: next.id, email: next.guardianEmail };
    };
    world.invitationId = (await mintAccountLink(db, { purpose: 'admin-invitation', email: uniqueEmail('invitee') })).id;
    world.extraAdminId = await extraAdmin(db);
    const link = { url: `${TEST_ORIGIN}/api/auth/magic-link/verify?token=matrix` };
    ({ id: world.outboxId } = await enqueueEmail(db, {
      template: 'magic-link',
      to: world.familyA.email,
      locale: 'el',
      data: link,
    }));
  });

  afterAll(async () => {
    if (world.db) await removeWhatWasMade(world.db, guardianEmails);
    await world.app?.close();
    await handle?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  world.unsafeHeaders = unsafeHeaders;
  world.forgetSession = (role) => sessions.delete(role);
  // Staff sign in with password and a freshly enrolled authenticator (docs/product/security.md#two-factor).
  const signInAs = async (role: Exclude<MatrixRole, 'anonymous'>) => {
    const { email, password } = credentials(role);
    const withPassword = () => signIn(world.app, email, password);
    if (role === 'guardianA' || role === 'guardianB') return withPassword();
    return (await signInAsEnrolledAdmin(world.app, world.db, unsafeHeaders, withPassword, email, password)).cookie;
  };
  world.cookie = async (role, options = {}) => {
    if (role === 'anonymous') return undefined;
    if (options.fresh) return signInAs(role);
    const existing = sessions.get(role);
    if (existing) return existing;
    const cookie = await signInAs(role);
    sessions.set(role, cookie);
    return cookie;
  };
  return world;
}
