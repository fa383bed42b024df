import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/db/executor.ts';
import { auditLog } from '../../src/db/schema/index.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

/** Thrown after a statement that should have been refused, so whatever it did is rolled back. */
class WentThrough extends Error {}

/** Runs `change` in a transaction that never commits; resolves with the database's refusal, if any. */
async function refusal(change: (tx: Transaction) => Promise<unknown>) {
  try {
    await t.db.transaction(async (tx) => {
      await change(tx);
      throw new WentThrough();
    });
  } catch (error) {
    if (error instanceof WentThrough) return undefined;
    return error instanceof Error ? `${error.message} ${String((error.cause as Error | undefined)?.message)}` : '';
  }
  return undefined;
}

describe('audit_log is append-only in the database', () => {
  it('takes new rows, and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const entityId = randomUUID();
    await t.db.insert(auditLog).values({ action: 'registration.submitted', entityType: 'traveller', entityId });
    const where = eq(auditLog.entityId, entityId);

    expect(await refusal((tx) => tx.update(auditLog).set({ action: 'registration.approved' }).where(where))).toMatch(
      /append-only/,
    );
    expect(await refusal((tx) => tx.delete(auditLog).where(where))).toMatch(/append-only/);
    expect(await refusal((tx) => tx.execute(sql`truncate ${auditLog}`))).toMatch(/append-only/);

    const rows = await t.db.select().from(auditLog).where(where);
    expect(rows.map((row) => row.action)).toEqual(['registration.submitted']);
  });
});
