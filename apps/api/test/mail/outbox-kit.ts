import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { startOutboxWorker, type OutboxWorker } from '../../src/mail/outbox-worker.ts';
import type { WorkerLogger } from '../../src/jobs/worker-logger.ts';
import { enqueueEmail } from '../../src/mail/enqueue-email.ts';

export type FakeClock = { now: () => Date; advance(ms: number): void };

/** Starts a little after the real time, so rows written with the database's now() are already due. */
export function fakeClock(start = new Date(Date.now() + 1_000)): FakeClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export type LogLine = { level: 'info' | 'warn' | 'error'; details: Record<string, unknown>; message: string };

export function collectingLogger(): WorkerLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (details: object, message: string) =>
    void lines.push({ level, details: details as Record<string, unknown>, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A worker without a timer: the test drives it with drainOnce(). */
export function testWorker(
  db: Database,
  smtpUrl: string | undefined,
  clock: FakeClock,
  logger = collectingLogger(),
): OutboxWorker {
  return startOutboxWorker({
    db,
    config: { smtpUrl, mailFrom: 'Voyage <no-reply@voyage.test>', outboxPollMs: 60_000 },
    logger,
    now: clock.now,
    poll: false,
  });
}

/** PostgreSQL test files share one database: each mail test starts from an empty outbox. */
export async function clearOutbox(db: Database): Promise<void> {
  await db.delete(outbox);
}

export async function enqueueMagicLinks(db: Database, recipients: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, to] of recipients.entries()) {
    const locale = index % 2 ? 'en' : 'el';
    const data = { url: `https://voyage.test/m/${index}` };
    ids.push((await enqueueEmail(db, { template: 'magic-link', to, locale, data })).id);
  }
  return ids;
}

export async function outboxRow(db: Database, id: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Drains until nothing is due (a bounded number of passes). */
export async function drainAll(worker: OutboxWorker): Promise<number> {
  let total = 0;
  for (let pass = 0; pass < 20; pass += 1) {
    const handled = await worker.drainOnce();
    if (handled === 0) break;
    total += handled;
  }
  return total;
}
