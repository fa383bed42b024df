import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/outbox.ts';
import { enqueueEmail } from '../../src/mail/enqueue-email.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { clearOutbox, outboxRow } from './outbox-kit.ts';

const t = setupTestApp();

describe('enqueueEmail', () => {
  beforeEach(() => clearOutbox(t.db));

  it('writes one pending row, rendered in the recipient language', async () => {
    const { id } = await enqueueEmail(t.db, {
      template: 'password-reset',
      to: ' parent@example.com ',
      locale: 'el',
      data: { url: 'https://voyage.test/reset?token=t', name: 'Maria' },
    });
    const row = await outboxRow(t.db, id);
    expect(row).toMatchObject({ template: 'password-reset', toAddress: 'parent@example.com', locale: 'el' });
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.subject).toBe('Επαναφορά κωδικού πρόσβασης στο Voyage');
    expect(row.textBody).toContain('https://voyage.test/reset?token=t');
    expect(row.htmlBody).toContain('lang="el"');
  });

  it('leaves no row when the transaction that wrote it rolls back', async () => {
    const rollback = new Error('the change failed');
    await expect(
      t.db.transaction(async (tx) => {
        const data = { url: 'https://voyage.test/m' };
        await enqueueEmail(tx, { template: 'magic-link', to: 'x@example.com', locale: 'en', data });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const [result] = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.toAddress, 'x@example.com'));
    expect(result?.n).toBe(0);
  });

  it('keeps the row when the transaction commits', async () => {
    const { id } = await t.db.transaction((tx) =>
      enqueueEmail(tx, {
        template: 'magic-link',
        to: 'y@example.com',
        locale: 'en',
        data: { url: 'https://voyage.test/m' },
      }),
    );
    expect((await outboxRow(t.db, id)).status).toBe('pending');
  });
});
