import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareColumns, RETENTION_POLICY, type RetentionPolicy } from '@voyage/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { auditLog, outbox, verification } from '../../src/db/schema/index.ts';
import { applyDataRetention } from '../../src/data-rights/services/apply-data-retention.ts';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let handle: DatabaseHandle;
const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'voyage-retention-'));
const storage = new LocalDiskStorage(storageRoot);
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(storageRoot, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every `table.column` of the migrated database's own tables. */
async function databaseColumns(): Promise<string[]> {
  const found = await rows<{ name: string }>(sql`
    select table_name || '.' || column_name as name from information_schema.columns
    where table_schema = 'public' order by 1`);
  return found.map((row) => row.name);
}

describe('the retention policy against the migrated database', () => {
  it('lists every column of every table, and nothing the database does not have', async () => {
    expect(compareColumns(RETENTION_POLICY, await databaseColumns())).toEqual({ unlisted: [], unknown: [] });
  });

  it('names every column that points at a stored file as a kind of file', async () => {
    const pointers = await rows<{ name: string }>(sql`
      select source.table_name || '.' || source.column_name as name
      from information_schema.referential_constraints link
      join information_schema.key_column_usage source on source.constraint_name = link.constraint_name
      join information_schema.constraint_column_usage target on target.constraint_name = link.unique_constraint_name
      where target.table_name = 'files' and source.table_schema = 'public' order by 1`);
    const listed = new Set(RETENTION_POLICY.files.map((kind) => kind.column));
    expect(pointers.map((row) => row.name).filter((name) => !listed.has(name))).toEqual([]);
    expect(pointers.length).toBeGreaterThanOrEqual(3);
  });

  it('fails on a column a migration adds without a policy', async () => {
    await handle.db.execute(sql`alter table travellers add column allergies text`);
    try {
      expect(compareColumns(RETENTION_POLICY, await databaseColumns()).unlisted).toEqual(['travellers.allergies']);
    } finally {
      await handle.db.execute(sql`alter table travellers drop column allergies`);
    }
  });
});

describe('the retention job follows the policy', () => {
  const now = new Date('2031-06-01T09:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  async function addMessage(subject: string, daysAgo: number): Promise<string> {
    const [row] = await handle.db
      .insert(outbox)
      .values({
        template: 'payment-received',
        toAddress: 'retention@example.test',
        locale: 'en',
        subject,
        textBody: `Body of ${subject} https://voyage.test/login/link?token=secret`,
        htmlBody: `<p>Body of ${subject}</p>`,
        status: 'sent',
        createdAt: ago(daysAgo),
        sentAt: ago(daysAgo),
      })
      .returning({ id: outbox.id });
    return row!.id;
  }

  const message = async (id: string) => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('empties e-mail bodies after 30 days, deletes them after a year, and drops expired sign-in challenges', async () => {
    const fresh = await addMessage('Fresh', 29);
    const old = await addMessage('Old', 31);
    const ancient = await addMessage('Ancient', 366);
    await handle.db.insert(verification).values([
      { id: 'lapsed', identifier: 'magic-link-lapsed', value: 'x', expiresAt: ago(2) },
      { id: 'live', identifier: 'magic-link-live', value: 'y', expiresAt: new Date(now.getTime() + DAY) },
    ]);

    const run = await applyDataRetention({ db: handle.db, storage, now });

    expect((await message(fresh))?.textBody).toContain('Body of Fresh');
    expect(await message(old)).toMatchObject({ subject: 'Old', textBody: '', htmlBody: '' });
    expect(await message(ancient)).toBeUndefined();
    const challenges = await handle.db.select({ id: verification.id }).from(verification);
    expect(challenges.map((row) => row.id)).toContain('live');
    expect(challenges.map((row) => row.id)).not.toContain('lapsed');
    expect(run.timedRows).toBeGreaterThanOrEqual(3);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'timed-rules'))
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1);
    expect(entry?.details).toMatchObject({ 'e-mail-bodies': 1, 'e-mails': 1, 'sign-in-challenges': 1 });

    const again = await applyDataRetention({ db: handle.db, storage, now });
    expect(again.timedRows).toBe(0);
  });

  it('keeps what a changed policy says: bodies emptied after 7 days instead of 30', async () => {
    const week = await addMessage('A week old', 8);
    const policy: RetentionPolicy = {
      ...RETENTION_POLICY,
      rules: RETENTION_POLICY.rules.map((rule) =>
        rule.id === 'e-mail-bodies' ? { ...rule, kept: { kind: 'after-time', column: 'created_at', days: 7 } } : rule,
      ),
    };
    await applyDataRetention({ db: handle.db, storage, now });
    expect((await message(week))?.textBody).toContain('Body of A week old');
    await applyDataRetention({ db: handle.db, storage, now, policy });
    expect(await message(week)).toMatchObject({ subject: 'A week old', textBody: '' });
  });
});
