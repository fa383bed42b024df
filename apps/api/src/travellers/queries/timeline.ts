import { CORRECTABLE_FIELDS, type CorrectableField, type StaffTimelineEntry, type TimelineEvent } from '@voyage/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { auditLog, documents, payments, travellers, user } from '../../db/schema/index.ts';
import type { AuditAction } from '../../lib/audit.ts';

/** The audit actions a traveller's timeline shows, and as what (docs/product/review.md#timeline). */
const EVENT_OF_ACTION: Partial<Record<AuditAction, TimelineEvent>> = {
  'registration.submitted': 'registered',
  'registration.email-confirmed': 'email-confirmed',
  'registration.approved': 'approved',
  'registration.rejected': 'rejected',
  'registration.consent-reminder-sent': 'consent-reminder',
  'registration.consent-deadline-extended': 'consent-deadline-extended',
  'registration.withdrawn': 'withdrawn',
  'registration.cancelled': 'cancelled',
  'registration.deleted': 'deleted',
  'registration.restored': 'restored',
  'payment.submitted': 'payment-submitted',
  'payment.withdrawn': 'payment-withdrawn',
  'payment.confirmed': 'payment',
  'payment.rejected': 'payment-rejected',
  'payment.recorded': 'payment-recorded',
  'payment.corrected': 'payment-corrected',
  'payment.reminder-sent': 'payment-reminder',
  'document.submitted': 'document-submitted',
  'document.withdrawn': 'document-withdrawn',
  'document.accepted': 'document-accepted',
  'document.rejected': 'document-rejected',
  'waiting-list.joined': 'waiting-list-joined',
  'waiting-list.offered': 'place-offered',
  'waiting-list.offered-out-of-turn': 'place-offered',
  'waiting-list.accepted': 'offer-accepted',
  'waiting-list.declined': 'offer-declined',
  'waiting-list.offer-expired': 'offer-expired',
  'places.draw-placed': 'place-drawn',
  'registration.corrected-by-family': 'corrected-by-family',
  'change-request.sent': 'change-requested',
  'change-request.withdrawn': 'change-request-withdrawn',
  'change-request.approved': 'change-approved',
  'change-request.refused': 'change-refused',
};
const TIMELINE_ACTIONS = Object.keys(EVENT_OF_ACTION) as AuditAction[];
/** The events that name the fields they were about (docs/product/corrections.md). */
const CORRECTION_EVENTS: ReadonlySet<TimelineEvent> = new Set([
  'corrected-by-family',
  'change-requested',
  'change-request-withdrawn',
  'change-approved',
  'change-refused',
]);

type Entry = StaffTimelineEntry & { order: number };

const byFamily = { actorName: null, actorEmail: null };

function reasonOf(details: Record<string, unknown> | null): string | null {
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** The fields a correction or a change request named (`details.fields`); nothing for other entries. */
function fieldsOf(details: Record<string, unknown> | null): { fields?: CorrectableField[] } {
  const fields = details?.fields;
  if (!Array.isArray(fields)) return {};
  return { fields: CORRECTABLE_FIELDS.filter((field) => fields.includes(field)) };
}

/** A signed consent the family uploaded reads as the consent received; any other upload as a document sent. */
function eventOf(action: AuditAction, details: Record<string, unknown> | null): TimelineEvent | undefined {
  if (action === 'document.submitted' && details?.type === 'consent') return 'consent-received';
  return EVENT_OF_ACTION[action];
}

/**
 * A traveller's timeline as staff see it, oldest first, or undefined when there is no such traveller
 * (deleted ones included). Built from the traveller's audit rows, with who acted; consents received and
 * payments received before payments were audited come from their own tables. A registration
 * older than its audit rows (the demo data) gets its registration, e-mail confirmation and approval from
 * the traveller's dates.
 */
export async function staffTimeline(db: Executor, travellerId: string): Promise<StaffTimelineEntry[] | undefined> {
  const [traveller] = await db
    .select({
      createdAt: travellers.createdAt,
      emailConfirmedAt: travellers.emailConfirmedAt,
      approvedAt: travellers.approvedAt,
    })
    .from(travellers)
    .where(eq(travellers.id, travellerId));
  if (!traveller) return undefined;

  const [auditRows, consentRows, paymentRows] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        details: auditLog.details,
        actorName: user.name,
        actorEmail: user.email,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(
        and(
          eq(auditLog.entityType, 'traveller'),
          eq(auditLog.entityId, travellerId),
          inArray(auditLog.action, TIMELINE_ACTIONS),
        ),
      )
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    db
      .select({ id: documents.id, at: documents.uploadedAt })
      .from(documents)
      .where(and(eq(documents.travellerId, travellerId), eq(documents.type, 'consent')))
      .orderBy(asc(documents.uploadedAt)),
    db
      .select({ id: payments.id, submittedAt: payments.submittedAt, receivedAt: payments.receivedAt })
      .from(payments)
      .where(and(eq(payments.travellerId, travellerId), eq(payments.status, 'approved')))
      .orderBy(asc(payments.submittedAt)),
  ]);

  const entries: Entry[] = [];
  const add = (event: TimelineEvent, at: Date, rest: Omit<StaffTimelineEntry, 'event' | 'at'>) =>
    entries.push({ event, at: at.toISOString(), ...rest, order: entries.length });
  const seen = new Set<TimelineEvent>();
  const auditedPayments = new Set<unknown>();
  const auditedDocuments = new Set<unknown>();
  for (const row of auditRows) {
    const event = eventOf(row.action as AuditAction, row.details);
    if (!event) continue;
    seen.add(event);
    auditedPayments.add(row.details?.paymentId);
    auditedDocuments.add(row.details?.documentId);
    add(event, row.at, {
      reason: reasonOf(row.details),
      actorName: row.actorName ?? null,
      actorEmail: row.actorEmail ?? null,
      ...(CORRECTION_EVENTS.has(event) ? fieldsOf(row.details) : {}),
    });
  }
  if (!seen.has('registered')) add('registered', traveller.createdAt, { reason: null, ...byFamily });
  if (!seen.has('email-confirmed') && traveller.emailConfirmedAt)
    add('email-confirmed', traveller.emailConfirmedAt, { reason: null, ...byFamily });
  if (!seen.has('approved') && traveller.approvedAt)
    add('approved', traveller.approvedAt, { reason: null, ...byFamily });
  // Consents uploaded before uploads were audited (the demo data) still show, once.
  for (const consent of consentRows.filter((row) => !auditedDocuments.has(row.id)))
    add('consent-received', consent.at, { reason: null, ...byFamily });
  // Money received before payments were audited (the demo data) still shows, once.
  for (const payment of paymentRows.filter((row) => !auditedPayments.has(row.id)))
    add('payment', payment.receivedAt ?? payment.submittedAt, { reason: null, ...byFamily });

  return entries
    .sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}
