import { addDays, FILLED_HEALTH_RECORD } from '@voyage/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, trips } from '../../src/db/schema/index.ts';
import { eraseTravellerRows } from '../../src/data-rights/queries/data-rights.ts';
import { applyDataRetention } from '../../src/data-rights/services/apply-data-retention.ts';
import { findHealthRow } from '../../src/health/queries/health-records.ts';
import { setupAppWithRegistrations } from '../accounts/fixtures.ts';
import { approvedFamily, saveSection } from './health-kit.ts';

/** The health record goes with the registration, and with the ID scans after the trip (docs/product/health.md#retention). */
const t = setupAppWithRegistrations({ signInRateLimitMax: 1000 });

describe('the health record is not kept', () => {
  it('once the registration is erased', async () => {
    const family = await approvedFamily(t);
    await saveSection(t, family.cookie, family.id, { allergies: FILLED_HEALTH_RECORD.allergies });
    expect(await findHealthRow(t.db, family.id)).toBeDefined();
    await t.db.transaction((tx) => eraseTravellerRows(tx, [family.id]));
    expect(await findHealthRow(t.db, family.id)).toBeUndefined();
  });

  it('after the trip, with the ID scans', async () => {
    const family = await approvedFamily(t);
    await saveSection(t, family.cookie, family.id, { allergies: FILLED_HEALTH_RECORD.allergies });
    const [trip] = await t.db.select().from(trips).where(eq(trips.active, true));
    const dayBefore = new Date(`${addDays(trip!.endsOn, trip!.idRetentionDays - 1)}T12:00:00Z`);
    await applyDataRetention({ db: t.db, storage: t.app.storage, now: dayBefore });
    expect(await findHealthRow(t.db, family.id)).toBeDefined();

    await applyDataRetention({
      db: t.db,
      storage: t.app.storage,
      now: new Date(`${addDays(trip!.endsOn, trip!.idRetentionDays)}T12:00:00Z`),
    });
    expect(await findHealthRow(t.db, family.id)).toBeUndefined();
    const [row] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.retention-applied'), eq(auditLog.entityId, String(trip!.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((row!.details as { healthRecords: number }).healthRecords).toBeGreaterThanOrEqual(1);
  });
});
