import { randomUUID } from 'node:crypto';
import type { CorrectionInput, StaffRole } from '@voyage/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, travellers, trips } from '../../src/db/schema/index.ts';
import { createPasswordUser } from '../../src/db/seed/seed-admin.ts';
import { addRegistration, givenCode } from '../accounts/fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Corrections by the family (docs/product/corrections.md): the calls and the families the tests make. */
export function correctionsKit(t: TestApp) {
  const row = async (id: string) => (await t.db.select().from(travellers).where(eq(travellers.id, id)))[0]!;

  /**
   * A Greek family's approved registration and its guardian's session. With `frozen`, the registration is moved
   * to last spring's trip, long past its freeze, whatever the active trip's setting.
   */
  async function family(
    prefix: string,
    { frozen = false, ...overrides }: { frozen?: boolean } & Partial<typeof travellers.$inferInsert> = {},
  ) {
    const registration = await addRegistration(t.db, {
      status: 'approved',
      language: 'el',
      roommates: [],
      roommateGroupId: null,
      ...givenCode(prefix),
      ...overrides,
    });
    if (frozen) {
      const [past] = await t.db.select({ id: trips.id }).from(trips).where(eq(trips.active, false)).limit(1);
      await t.db.update(travellers).set({ tripId: past!.id }).where(eq(travellers.id, registration.id));
    }
    const cookie = await t.signInAsGuardian(registration.guardianEmail);
    const stored = await row(registration.id);
    return { ...registration, cookie, name: `${stored.firstName} ${stored.lastName}`, tripId: stored.tripId };
  }

  /** The form's five fields as the registration holds them now. */
  async function detailsOf(id: string): Promise<CorrectionInput> {
    const { guardianName, phone, city, district, roommates } = await row(id);
    return { guardianName, phone, city, district, roommates };
  }

  async function correct(cookie: string, id: string, details: Partial<CorrectionInput>) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/my/travellers/${id}/details`,
      headers: t.unsafeHeaders(cookie),
      payload: { details: { ...(await detailsOf(id)), ...details } },
    });
  }

  const corrections = (cookie: string, id: string) =>
    t.app.inject({ url: `/api/my/travellers/${id}/corrections`, headers: { cookie } });

  const withdraw = (cookie: string, id: string, requestId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/my/travellers/${id}/change-requests/${requestId}/withdraw`,
      headers: t.unsafeHeaders(cookie),
    });

  const decide = (cookie: string, requestId: string, decision: 'approve' | 'refuse', payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/change-requests/${requestId}/${decision}`,
      headers: t.unsafeHeaders(cookie),
      payload,
    });

  /** A member of staff with `role`, signed in with an authenticator. */
  async function staff(role: StaffRole): Promise<string> {
    const email = `${role}-${randomUUID().slice(0, 8)}@voyage.test`;
    const password = 'staff passphrase of mine';
    await createPasswordUser(t.db, { email, password, name: `Staff ${role}`, role: 'admin', staffRole: role });
    return (await t.enrolTwoFactor(await t.signIn(email, password), password)).cookie;
  }

  /** Staff cancelled the registration (the family phoned, say). */
  const cancel = (id: string) => t.db.update(travellers).set({ status: 'cancelled' }).where(eq(travellers.id, id));

  const auditOf = (action: string, travellerId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, travellerId)))
      .orderBy(desc(auditLog.id));

  return { row, family, detailsOf, correct, corrections, withdraw, decide, staff, cancel, auditOf };
}
