import type { Executor } from '../db/executor.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AuditEntry } from '../lib/audit.ts';

/** Appends one row to the audit log with the executor given, so it commits or rolls back with the change. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    tripId: entry.tripId ?? null,
    ip: entry.ip,
    requestId: entry.requestId,
    details: entry.details ?? null,
  });
}
