import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { OutboxWorker } from '../../src/mail/outbox-worker.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../helpers/smtp-sink.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { clearOutbox, collectingLogger, drainAll, fakeClock, testWorker, type FakeClock } from './outbox-kit.ts';

/**
 * A real SMTP server on 127.0.0.1 for a whole test file. Each test starts with the server healthy and
 * empty and the outbox empty; the outbox worker a test starts is stopped when it ends.
 */
export function smtpServerPerFile(t: TestApp) {
  const state: { server?: SmtpSink; worker?: OutboxWorker } = {};
  const server = (): SmtpSink => {
    if (!state.server) throw new Error('the SMTP server starts before the first test');
    return state.server;
  };
  beforeAll(async () => void (state.server = await startSmtpSink()));
  afterAll(() => state.server?.close());
  beforeEach(async () => {
    server().messages.splice(0);
    await Promise.all([server().setMode({ kind: 'healthy' }), clearOutbox(t.db)]);
  });
  afterEach(() => {
    state.worker?.stop();
    delete state.worker;
  });

  /** Starts this test's outbox worker, on `clock`, sending to the server (or to none, with `smtp: false`). */
  function startWorker(
    clock: FakeClock = fakeClock(),
    { smtp = true, logger = collectingLogger() }: { smtp?: boolean; logger?: ReturnType<typeof collectingLogger> } = {},
  ): OutboxWorker {
    state.worker = testWorker(t.db, smtp ? server().url : undefined, clock, logger);
    return state.worker;
  }

  /**
   * Every message `to` received once every due message is sent: by this test's worker, or else by one whose
   * clock keeps a second ahead of the real time, so a message written late in a long test is due too.
   */
  async function received(to: string): Promise<ReceivedMail[]> {
    const ahead = { now: () => new Date(Date.now() + 1_000), advance: () => {} };
    await drainAll(state.worker ?? startWorker(ahead));
    return server().messages.filter((mail) => mail.to.includes(to));
  }

  return {
    get sink(): SmtpSink {
      return server();
    },
    startWorker,
    received,
    /** The one message `to` received once every due message is sent. */
    async delivered(to: string): Promise<ReceivedMail> {
      const mails = await received(to);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    },
  };
}
