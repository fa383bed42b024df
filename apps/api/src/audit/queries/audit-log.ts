import { AUDIT_PAGE_SIZE, TRIP_TIME_ZONE, type AuditPage, type AuditQuery } from '@voyage/domain';
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { auditLog, user } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../lib/audit.ts';

/** Appends one row to the audit log with the executor given, so it commits or rolls back with the change. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Rows written at once stay well below PostgreSQL's 65,535 parameters a statement. */
const AUDIT_BATCH = 1000;

/** Many rows of one change (a bank statement's payments) in a few statements, in the caller's transaction. */
export async function auditMany(db: Executor, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    await db.insert(auditLog).values(entries.slice(start, start + AUDIT_BATCH).map(auditRow));
  }
}

function auditRow(entry: AuditEntry) {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    tripId: entry.tripId ?? null,
    ip: entry.ip,
    requestId: entry.requestId,
    details: entry.details ?? null,
  };
}

/** A LIKE pattern's text with `%`, `_` and `\` taken as themselves. */
function literally(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The first instant of a calendar day (a `date` expression) in Cyprus, where staff read the log. */
function midnightInCyprus(day: SQL): SQL {
  return sql`(${day}::timestamp at time zone ${TRIP_TIME_ZONE})`;
}

function auditFilter(query: Omit<AuditQuery, 'page'>): SQL | undefined {
  const actor = query.actor?.trim();
  const action = query.action?.trim();
  return and(
    // A traveller's own rows, and those about their documents (a download names the traveller).
    query.traveller
      ? or(
          and(eq(auditLog.entityType, 'traveller'), eq(auditLog.entityId, query.traveller)),
          sql`${auditLog.details}->>'travellerId' = ${query.traveller}`,
        )
      : undefined,
    actor ? or(ilike(user.name, `%${literally(actor)}%`), ilike(user.email, `%${literally(actor)}%`)) : undefined,
    // `registration.` is every registration action; anything else is one action.
    action
      ? action.endsWith('.')
        ? like(auditLog.action, `${literally(action)}%`)
        : eq(auditLog.action, action)
      : undefined,
    query.from ? sql`${auditLog.at} >= ${midnightInCyprus(sql`${query.from}::date`)}` : undefined,
    query.to ? sql`${auditLog.at} < ${midnightInCyprus(sql`(${query.to}::date + 1)`)}` : undefined,
  );
}

type AuditFilter = Omit<AuditQuery, 'page'>;

/** The log's rows the filter keeps, newest first, `limit` of them from `offset`, and how many it keeps in all. */
async function selectAuditEntries(db: Executor, query: AuditFilter, limit: number, offset: number) {
  const where = auditFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorName: user.name,
        actorEmail: user.email,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        tripId: auditLog.tripId,
        ip: auditLog.ip,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).leftJoin(user, eq(user.id, auditLog.actorUserId)).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      actorName: row.actorName ?? null,
      actorEmail: row.actorEmail ?? null,
    })),
    total: total?.total ?? 0,
  };
}

/**
 * `GET /api/admin/audit`: one page of the audit log, newest first, with who acted (name and e-mail of
 * the account, when it still exists). Dates are whole days in Cyprus, `to` included.
 */
export async function listAuditEntries(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const { entries, total } = await selectAuditEntries(db, query, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE);
  return { entries, page: query.page, pageSize: AUDIT_PAGE_SIZE, total };
}

/** The audit log's export: the newest `limit` rows the screen's filter keeps, and how many it keeps in all. */
export function listAuditEntriesUpTo(
  db: Executor,
  query: AuditFilter,
  limit: number,
): Promise<{ entries: AuditPage['entries']; total: number }> {
  return selectAuditEntries(db, query, limit, 0);
}
