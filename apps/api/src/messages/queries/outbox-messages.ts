import {
  isUuid,
  MY_MESSAGES_LIMIT,
  OUTBOX_LIST_LIMIT,
  type MyMessage,
  type OutboxMessage,
  type OutboxMessageDetail,
  type OutboxMessageStatus,
  withholdLinks,
  carriesSecretLink,
} from '@voyage/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { announcementRecipients, announcements } from '../../db/schema/announcements.ts';
import { outbox } from '../../db/schema/outbox.ts';

type OutboxRow = typeof outbox.$inferSelect;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** Newest first, at most OUTBOX_LIST_LIMIT, optionally of one status. */
export async function listOutbox(db: Database, status: OutboxMessageStatus | undefined): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(status ? eq(outbox.status, status) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map(toMessage);
}

/**
 * null for an unknown id and for anything that is not a UUID (so it never reaches the uuid cast). The text is
 * as staff may read it: emptied once delivered (markSent), and before that with every link that would act
 * as the family withheld (docs/product/security.md#links-in-e-mail); the HTML part is never shown.
 */
export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessageDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) return null;
  return {
    ...toMessage(row),
    locale: row.locale,
    textBody: row.textBody === '' ? null : withholdLinks(row.template, row.textBody, row.locale),
    linkWithheld: carriesSecretLink(row.template),
    failedAt: row.failedAt?.toISOString() ?? null,
  };
}

/**
 * The e-mails sent to one address (any case), newest first: what a family sees under Messages. An announcement's
 * text comes from the announcement itself, in the language of the e-mail (docs/product/announcements.md).
 */
export async function listMessagesTo(db: Database, address: string): Promise<MyMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      template: outbox.template,
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      body: sql<string | null>`${announcements.body} ->> ${outbox.locale}`,
    })
    .from(outbox)
    .leftJoin(announcementRecipients, eq(announcementRecipients.outboxId, outbox.id))
    .leftJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .where(eq(sql`lower(${outbox.toAddress})`, address.toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(MY_MESSAGES_LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    body: row.body ?? null,
  }));
}
