import { randomUUID } from 'node:crypto';
import type { RegistrationStatus } from '@voyage/domain';
import type { Database } from '../../src/db/database.ts';
import type { travellers } from '../../src/db/schema/index.ts';
import type { AuditAction } from '../../src/lib/audit.ts';
import { addRegistration, type TestRegistration } from '../accounts/fixtures.ts';
import { adminUserId, auditAt, daysAgo, paperworkKit } from '../helpers/audit-history.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** What staff wrote along a registration's history. */
export type StaffReasons = { approval: string | null; extension: string; deletion: string };

/**
 * A registration with a whole history, written as the services write it, days before the file started:
 * submitted (10) and confirmed (9.9), approved (8), reminded of the consent (7), given more time for it
 * (6), consent received (5), a payment received (sent 4.5, received 4) and one not received yet (3.5),
 * deleted (3) and restored (2). A day ago a link was sent to it and another registration was cancelled:
 * neither is an event of its timeline.
 */
export function historyKit(t: TestApp) {
  const paperwork = paperworkKit(t);
  return async function registrationWithHistory(reasons: StaffReasons): Promise<TestRegistration> {
    const admin = await adminUserId(t.db);
    const registration = await addRegistration(t.db, {
      status: 'approved',
      createdAt: daysAgo(10),
      emailConfirmedAt: daysAgo(9.9),
      approvedAt: daysAgo(8),
    });
    const step = (days: number, action: AuditAction, details?: Record<string, unknown>, by: string | null = admin) =>
      auditAt(t.db, { at: daysAgo(days), action, travellerId: registration.id, actorUserId: by, details });
    await step(10, 'registration.submitted', undefined, null);
    await step(9.9, 'registration.email-confirmed', undefined, null);
    await step(8, 'registration.approved', { from: 'pending', to: 'approved', reason: reasons.approval });
    await step(7, 'registration.consent-reminder-sent', { reminder: 7, deadline: '2027-01-01', daysLeft: 7 }, null);
    const extension = { from: '2027-01-01', to: '2027-01-08', reason: reasons.extension };
    await step(6, 'registration.consent-deadline-extended', extension);
    await paperwork.consent(registration.id, daysAgo(5));
    await paperwork.payment(registration.id, daysAgo(4.5), daysAgo(4));
    await paperwork.payment(registration.id, daysAgo(3.5), null);
    await step(3, 'registration.deleted', { from: 'approved', to: 'deleted', reason: reasons.deletion });
    await step(2, 'registration.restored', { from: 'deleted', to: 'approved', reason: null });
    await step(1, 'guardian.account-link-sent');
    await auditAt(t.db, { at: daysAgo(1), action: 'registration.cancelled', travellerId: randomUUID() });
    return registration;
  };
}

/**
 * A registration created three days ago whose status `change` moved a day ago, with the audit row the
 * service writes (by staff when `by` is given). `overrides` are its row's other fields.
 */
export async function registrationMovedADayAgo(
  db: Database,
  change: { action: AuditAction; from: RegistrationStatus; to: RegistrationStatus; reason: string; by?: string },
  overrides: Partial<typeof travellers.$inferInsert> = {},
): Promise<TestRegistration> {
  const registration = await addRegistration(db, {
    status: change.to,
    createdAt: daysAgo(3),
    emailConfirmedAt: daysAgo(2.9),
    ...overrides,
  });
  await auditAt(db, {
    at: daysAgo(1),
    action: change.action,
    travellerId: registration.id,
    actorUserId: change.by ?? null,
    details: { from: change.from, to: change.to, reason: change.reason },
  });
  return registration;
}
