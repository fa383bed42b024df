import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@voyage/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeStaffGrant } from '../../src/accounts/queries/staff-roles.ts';
import { auditLog, documents, schools, travellers } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { insertDocument } from '../documents/document-kit.ts';
import { setupTestApp } from '../helpers/test-app.ts';

/** Staff roles (docs/product/staff-roles.md): what each role is refused, and an escort's departures. */

const t = setupTestApp({ signInRateLimitMax: 1000 });
const password = 'staff passphrase of mine';
type Traveller = { id: string; departureId: number };
let travellerA: Traveller;
let travellerB: Traveller;

/** A staff member of this role, signed in with two-factor: their id and cookie. */
async function staff(role: StaffRole, departureIds: number[] = []): Promise<{ id: string; cookie: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
  const id = await createPasswordUser(t.db, { email, password, name: `Staff ${role}`, role: 'admin', staffRole: role });
  if (departureIds.length > 0) await writeStaffGrant(t.db, id, { role, departureIds });
  const { cookie } = await t.enrolTwoFactor(await t.signIn(email, password), password);
  return { id, cookie };
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const put = async (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: t.unsafeHeaders(cookie), payload: payload as object });

beforeAll(async () => {
  const rows = await t.db
    .select({ id: travellers.id, departureId: schools.departureId, tripId: travellers.tripId })
    .from(travellers)
    .innerJoin(schools, eq(schools.id, travellers.schoolId))
    .where(and(isNotNull(schools.departureId), ne(travellers.status, 'deleted')));
  const first = rows[0]!;
  const other = rows.find((row) => row.departureId !== first.departureId && row.tripId === first.tripId)!;
  travellerA = { id: first.id, departureId: first.departureId! };
  travellerB = { id: other.id, departureId: other.departureId! };
});

describe('a role without the capability', () => {
  it('keeps ID scans from finance (403 ROLE_NOT_INCLUDED), while finance reads payments', async () => {
    const { cookie } = await staff('finance');
    const scan = await insertDocument(t, travellerA.id, { type: 'passport' });
    const response = await get(`/api/admin/documents/${scan}/file`, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ROLE_NOT_INCLUDED');
    expect(response.body).not.toContain('%PDF');
    expect((await get(`/api/admin/travellers/${travellerA.id}/documents`, cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/payments/ledger', cookie)).statusCode).not.toBe(403);
    await t.db.delete(documents).where(eq(documents.id, scan));
  });

  it("keeps the identity document out of a traveller's record for the roles that do not read it", async () => {
    await t.db
      .update(travellers)
      .set({ idDocumentType: 'passport', idDocumentNumber: 'K7654321', idDocumentIssuingCountry: 'CY' })
      .where(eq(travellers.id, travellerA.id));
    const scan = await insertDocument(t, travellerA.id, { type: 'passport' });
    const record = async (cookie: string) => {
      const body = (await get(`/api/admin/travellers/${travellerA.id}`, cookie)).json();
      return { number: body.traveller.idDocumentNumber, files: body.traveller.documents.length > 0 };
    };
    expect(await record(await t.signInAsAdmin())).toEqual({ number: 'K7654321', files: true });
    // Flight manifests carry the number: the escort reads it, never the scan.
    expect(await record((await staff('escort', [travellerA.departureId])).cookie)).toEqual({
      number: 'K7654321',
      files: false,
    });
    for (const role of ['finance', 'health'] as const) {
      const { cookie } = await staff(role);
      expect(await record(cookie)).toEqual({ number: null, files: false });
      expect((await get(`/api/admin/travellers/${travellerA.id}`, cookie)).body).not.toContain('K7654321');
    }
    await t.db.delete(documents).where(eq(documents.id, scan));
  });

  it('gives read-only staff lists and no documents, no changes and no staff management', async () => {
    const { cookie } = await staff('readonly');
    const [trip] = await t.db
      .select({ tripId: travellers.tripId })
      .from(travellers)
      .where(eq(travellers.id, travellerA.id));
    expect((await get(`/api/registrations?trip_id=${trip!.tripId}`, cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/documents', cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/travellers/${travellerA.id}/documents`, cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/administrators', cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/payments/ledger', cookie)).statusCode).toBe(403);
  });

  it('still needs two-factor, whatever the role', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@voyage.test`;
    await createPasswordUser(t.db, { email, password, name: 'Late', role: 'admin', staffRole: 'readonly' });
    const response = await get('/api/registrations', await t.signIn(email, password));
    expect(response.json().code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
  });
});

describe('an escort', () => {
  it("sees their departure's travellers and nothing of another departure (404, not 403)", async () => {
    const { cookie } = await staff('escort', [travellerA.departureId]);
    expect((await get(`/api/admin/travellers/${travellerA.id}`, cookie)).statusCode).toBe(200);
    const other = await get(`/api/admin/travellers/${travellerB.id}`, cookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(travellerB.id);
    expect(
      (await get(`/api/admin/departures/${travellerA.departureId}/rooming/list?format=csv`, cookie)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/admin/departures/${travellerB.departureId}/rooming/list?format=csv`, cookie)).statusCode,
    ).toBe(404);
    expect((await get(`/api/admin/departures/${travellerB.departureId}/manifest?format=csv`, cookie)).statusCode).toBe(
      404,
    );
  });

  it('gets lists of their departures only, and no money and no ID scans', async () => {
    const { cookie } = await staff('escort', [travellerA.departureId]);
    const [trip] = await t.db
      .select({ tripId: travellers.tripId })
      .from(travellers)
      .where(eq(travellers.id, travellerA.id));
    const list = await get(`/api/registrations?trip_id=${trip!.tripId}&page_size=100`, cookie);
    const rows = list.json().rows as { id: string; departureId: number | null }[];
    expect(rows.map((row) => row.id)).toContain(travellerA.id);
    expect(rows.every((row) => row.departureId === travellerA.departureId)).toBe(true);
    // The registrations screen's Pending tab: the same departures only.
    const pending = await get(`/api/registrations/pending?trip_id=${trip!.tripId}&page_size=100`, cookie);
    expect(pending.statusCode).toBe(200);
    const waiting = pending.json().rows as { departureId: number | null }[];
    expect(waiting.every((row) => row.departureId === travellerA.departureId)).toBe(true);
    const departures = (await get(`/api/departures?trip_id=${trip!.tripId}`, cookie)).json() as { id: number }[];
    expect(departures.map((departure) => departure.id)).toEqual([travellerA.departureId]);
    expect((await get('/api/admin/payments/ledger', cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/travellers/${travellerA.id}/documents`, cookie)).statusCode).toBe(403);
  });
});

describe("changing a staff member's role", () => {
  it('is for administrators, audited, and applies at the next request', async () => {
    const admin = await t.signInAsAdmin();
    const target = await staff('readonly');
    expect(
      (
        await put(`/api/admin/administrators/${target.id}/role`, target.cookie, {
          role: 'administrator',
          departureIds: [],
        })
      ).statusCode,
    ).toBe(403);
    const escort = { role: 'escort', departureIds: [travellerA.departureId] };
    expect((await put(`/api/admin/administrators/${target.id}/role`, admin, escort)).statusCode).toBe(204);
    const session = (await get('/api/session', target.cookie)).json();
    expect(session.staff).toMatchObject({ role: 'escort', departureIds: [travellerA.departureId] });
    expect((await get(`/api/admin/travellers/${travellerB.id}`, target.cookie)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.role-changed'), eq(auditLog.entityId, target.id)));
    expect(row?.details).toMatchObject({ from: { role: 'readonly' }, to: escort });
  });

  it('refuses an escort without departures, a departure that does not exist, and demoting the last administrator', async () => {
    const admin = await t.signInAsAdmin();
    const target = await staff('readonly');
    const url = `/api/admin/administrators/${target.id}/role`;
    expect((await put(url, admin, { role: 'escort', departureIds: [] })).statusCode).toBe(400);
    const unknown = await put(url, admin, { role: 'escort', departureIds: [999_999] });
    expect(unknown.json().code).toBe('UNKNOWN_DEPARTURE');
    const session = (await get('/api/session', admin)).json();
    const self = await put(`/api/admin/administrators/${session.user.id}/role`, admin, {
      role: 'finance',
      departureIds: [],
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('LAST_ADMIN');
  });
});
