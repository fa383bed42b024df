import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from '../../src/mail/retry-schedule.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { drainAll, enqueueMagicLinks, fakeClock, outboxRow } from './outbox-kit.ts';
import { smtpServerPerFile } from './smtp-per-file.ts';

const t = setupTestApp();
const smtp = smtpServerPerFile(t);

describe('outbox worker when the mail server is down, then busy, then back', () => {
  it('retries on the schedule and delivers every message exactly once after recovery', async () => {
    const ids = await enqueueMagicLinks(t.db, ['a@example.com', 'b@example.com', 'c@example.com']);
    const clock = fakeClock();
    const worker = smtp.startWorker(clock);

    // Down: connection refused.
    await smtp.sink.setMode({ kind: 'closed' });
    expect(await drainAll(worker)).toBe(3);
    for (const id of ids) {
      const row = await outboxRow(t.db, id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + RETRY_DELAYS_MS[0]);
      expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    }
    // Nothing is due before the delay has passed.
    clock.advance(RETRY_DELAYS_MS[0] - 1);
    expect(await worker.drainOnce()).toBe(0);

    // Busy: 421 at the greeting.
    clock.advance(1);
    await smtp.sink.setMode({ kind: 'tempfail' });
    expect(await drainAll(worker)).toBe(3);
    for (const id of ids) {
      const row = await outboxRow(t.db, id);
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + RETRY_DELAYS_MS[1]);
      expect(row.lastError).toContain('421');
    }
    expect(smtp.sink.messages).toHaveLength(0);

    // Back: every message goes out once, and never again.
    clock.advance(RETRY_DELAYS_MS[1]);
    await smtp.sink.setMode({ kind: 'healthy' });
    expect(await drainAll(worker)).toBe(3);
    clock.advance(24 * 3600_000);
    expect(await drainAll(worker)).toBe(0);

    expect(smtp.sink.messages.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@voyage>`).sort());
    for (const id of ids)
      expect(await outboxRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('follows 10 s, 30 s, 1 min, 5 min, then 15 min, and gives up after 10 attempts', async () => {
    const [id] = await enqueueMagicLinks(t.db, ['a@example.com']);
    const clock = fakeClock();
    const worker = smtp.startWorker(clock);
    await smtp.sink.setMode({ kind: 'tempfail', at: 'data' });

    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await worker.drainOnce()).toBe(1);
      const row = await outboxRow(t.db, id!);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.lastError).toContain('451');
      delays.push(row.nextAttemptAt.getTime() - clock.now().getTime());
      clock.advance(retryDelayMs(attempt));
    }
    expect(delays).toEqual([10, 30, 60, 300, 900, 900, 900, 900, 900].map((seconds) => seconds * 1000));

    expect(await worker.drainOnce()).toBe(1);
    const row = await outboxRow(t.db, id!);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row.failedAt?.getTime()).toBe(clock.now().getTime());
    clock.advance(3600_000);
    expect(await worker.drainOnce()).toBe(0);
  });
});

describe('outbox worker when the mail server refuses a recipient (550)', () => {
  it('marks that message failed at once, without the address in the error, and sends the others', async () => {
    const [refused, accepted] = await enqueueMagicLinks(t.db, ['gone@example.com', 'here@example.com']);
    const clock = fakeClock();
    const worker = smtp.startWorker(clock);
    await smtp.sink.setMode({ kind: 'reject', recipient: 'gone@example.com' });

    expect(await drainAll(worker)).toBe(2);
    clock.advance(3600_000);
    expect(await drainAll(worker)).toBe(0);

    const failed = await outboxRow(t.db, refused!);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.failedAt).not.toBeNull();
    expect(failed.lastError).toContain('550');
    expect(failed.lastError).not.toContain('gone@example.com');
    expect(await outboxRow(t.db, accepted!)).toMatchObject({ status: 'sent' });
    expect(smtp.sink.messages.map((mail) => mail.to)).toEqual([['here@example.com']]);
  });

  it('shows the failed message to admins only', async () => {
    const [refused] = await enqueueMagicLinks(t.db, ['gone@example.com']);
    const worker = smtp.startWorker();
    await smtp.sink.setMode({ kind: 'reject', recipient: 'gone@example.com' });
    await drainAll(worker);

    const url = '/api/admin/outbox?status=failed';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const guardian = await t.signInAsGuardian();
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: guardian } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${refused}`, headers: { cookie: guardian } }))
        .statusCode,
    ).toBe(403);

    const admin = await t.signInAsAdmin();
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toEqual([
      expect.objectContaining({
        id: refused,
        to: 'gone@example.com',
        status: 'failed',
        attempts: 1,
        template: 'magic-link',
      }),
    ]);
    expect(messages[0].lastError).toContain('550');
  });
});
