import type { Database } from '../db/database.ts';
import { pendingSince } from './queries/outbox-delivery.ts';
import type { WorkerLogger } from '../jobs/worker-logger.ts';

/** Rows committed late (a long transaction) can carry an older created_at; look back this far for them. */
const LOOK_BACK_MS = 60_000;
const BATCH = 500;

/**
 * With no mail server, messages stay pending (staff see them with their secret links withheld); each is logged
 * once, by template and id. Its links are logged too only with `printLinks`: a product whose PUBLIC_URL is on
 * this machine (localhost), where the links work only for whoever sits at it and reads its console
 * (docs/operations.md#e-mail). Best effort: after a restart, the last minute may be logged again.
 */
export function createKeptMailReporter(db: Database, logger: WorkerLogger, now: () => Date, printLinks = false) {
  let since = new Date(now().getTime() - LOOK_BACK_MS);
  const logged = new Map<string, number>();

  return async function reportKeptMail(): Promise<number> {
    const rows = await pendingSince(db, since, BATCH);
    let reported = 0;
    for (const row of rows) {
      if (logged.has(row.id)) continue;
      logged.set(row.id, row.createdAt.getTime());
      if (printLinks) {
        const links = row.textBody.match(/https?:\/\/[^\s<>"]+/g) ?? [];
        logger.info(
          { outboxId: row.id, template: row.template, links },
          'no mail server configured: e-mail kept in outbox; its links work on this machine only',
        );
      } else {
        logger.info({ outboxId: row.id, template: row.template }, 'no mail server configured: e-mail kept in outbox');
      }
      reported += 1;
    }
    const newest = rows.at(-1)?.createdAt.getTime();
    if (newest !== undefined) {
      since = new Date(Math.max(since.getTime(), newest - LOOK_BACK_MS));
      for (const [id, createdAt] of logged) if (createdAt < since.getTime()) logged.delete(id);
    }
    return reported;
  };
}
