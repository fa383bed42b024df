import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from '../../src/jobs/start-jobs.ts';
import { startOutboxWorker } from '../../src/mail/outbox-worker.ts';
import { setupTestApp } from '../helpers/test-app.ts';
import { collectingLogger, enqueueMagicLinks, fakeClock, outboxRow } from './outbox-kit.ts';
import { smtpServerPerFile } from './smtp-per-file.ts';

// No SMTP_URL for the app: its outbox screen reports that messages are kept.
const t = setupTestApp();
const smtp = smtpServerPerFile(t);

describe('outbox worker with a healthy mail server', () => {
  it('delivers each message once, with the outbox id as Message-ID and text and HTML parts', async () => {
    const ids = await enqueueMagicLinks(t.db, ['anna@example.com', 'bob@example.com']);
    const worker = smtp.startWorker();

    expect(await worker.drainOnce()).toBe(2);
    expect(await worker.drainOnce()).toBe(0);

    expect(smtp.sink.messages).toHaveLength(2);
    for (const [index, id] of ids.entries()) {
      const mail = smtp.sink.messages.find((candidate) => candidate.messageId === `<${id}@voyage>`);
      expect(mail, `message ${id}`).toBeDefined();
      expect(mail?.to).toEqual([index === 0 ? 'anna@example.com' : 'bob@example.com']);
      expect(mail?.headers.get('from')).toContain('no-reply@voyage.test');
      expect(mail?.text).toContain(`https://voyage.test/m/${index}`);
      expect(mail?.html).toContain(`href="https://voyage.test/m/${index}"`);
      expect(mail?.subject).toBe(index === 0 ? 'Ο σύνδεσμος σύνδεσης στο Voyage' : 'Your sign-in link for Voyage');
      expect(mail?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    }
  });

  it('marks the row sent and forgets its bodies, whose links were secrets', async () => {
    const [id] = await enqueueMagicLinks(t.db, ['anna@example.com']);
    const clock = fakeClock();
    const worker = smtp.startWorker(clock);
    await worker.drainOnce();

    const row = await outboxRow(t.db, id!);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lockedUntil: null,
      lastError: null,
      textBody: '',
      htmlBody: '',
    });
    expect(row.sentAt?.getTime()).toBe(clock.now().getTime());

    const admin = await t.signInAsAdmin();
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/outbox/${id}`, headers: { cookie: admin } });
    expect(detail.json()).toMatchObject({ status: 'sent', textBody: null });
  });
});

describe('outbox worker with no mail server configured', () => {
  it('sends nothing, keeps the messages readable by admins and logs each one once without its body', async () => {
    const ids = await enqueueMagicLinks(t.db, ['anna@example.com', 'bob@example.com']);
    const logger = collectingLogger();
    const worker = smtp.startWorker(fakeClock(), { smtp: false, logger });

    await worker.drainOnce();
    await worker.drainOnce();

    for (const id of ids) expect(await outboxRow(t.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
    const kept = logger.lines.filter((line) => line.message.includes('kept in outbox'));
    expect(kept.map((line) => line.details.outboxId).sort()).toEqual([...ids].sort());
    expect(kept.every((line) => line.details.template === 'magic-link')).toBe(true);
    expect(JSON.stringify(logger.lines)).not.toContain('voyage.test/m/');
    expect(smtp.sink.messages).toHaveLength(0);

    const admin = await t.signInAsAdmin();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin } });
    expect(list.json()).toMatchObject({ deliveryConfigured: false });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${ids[0]}`,
      headers: { cookie: admin },
    });
    // A sign-in link is never shown to staff: the text says where it was.
    expect(detail.json().textBody).not.toContain('https://voyage.test/m/0');
    expect(detail.json().textBody).toContain('[ο σύνδεσμος δεν εμφανίζεται]');
  });

  it('prints the links in the log only for a product on this machine (PUBLIC_URL at localhost)', async () => {
    const [id] = await enqueueMagicLinks(t.db, ['demo@example.com']);
    const logger = collectingLogger();
    const worker = startOutboxWorker({
      db: t.db,
      config: { smtpUrl: undefined, mailFrom: 'Voyage <no-reply@voyage.test>', outboxPollMs: 60_000 },
      logger,
      now: fakeClock().now,
      poll: false,
      printLinksInLog: isLoopbackUrl('http://localhost:3000'),
    });
    await worker.drainOnce();
    await worker.stop();
    const kept = logger.lines.find((line) => line.details.outboxId === id);
    expect(kept?.details.links).toEqual(['https://voyage.test/m/0']);
    expect(kept?.message).toContain('its links work on this machine only');
    for (const url of ['https://voyage.example.org', 'http://192.168.1.20:3000', 'http://voyage.local']) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
    for (const url of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });
});
