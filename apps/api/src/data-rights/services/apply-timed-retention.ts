import type { RetentionPolicy } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { purgeTimedRule } from '../queries/timed-retention.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * The policy's timed rules the retention job carries out (the file sweeper has its own: drafts, files): rows
 * past their time deleted, or columns past it emptied, such as e-mails' bodies after 30 days while their
 * subject and date stay. One transaction, and one audit row with the count per rule when anything went.
 * Returns how many rows were touched.
 */
export async function applyTimedRetention({
  db,
  now,
  policy,
}: {
  db: Database;
  now: Date;
  policy: RetentionPolicy;
}): Promise<number> {
  const timed = policy.rules.filter((rule) => rule.kept.kind === 'after-time' && rule.purgedBy !== 'file-sweeper');
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    for (const rule of timed) {
      if (rule.kept.kind !== 'after-time') continue;
      const cutoff = new Date(now.getTime() - rule.kept.days * DAY_MS);
      const rows = await purgeTimedRule(tx, rule, cutoff);
      if (rows > 0) counts[rule.id] = rows;
    }
    const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0);
    if (total > 0) {
      await audit(tx, {
        ip: null,
        requestId: null,
        actorUserId: null,
        action: 'data.retention-applied',
        entityType: 'policy',
        entityId: 'timed-rules',
        tripId: null,
        details: counts,
      });
    }
    return total;
  });
}
