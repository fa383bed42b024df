import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { auditLog, documents, files, payments, user } from '../../src/db/schema/index.ts';
import type { AuditAction } from '../../src/lib/audit.ts';
import { TEST_ADMIN } from './constants.ts';
import type { TestApp } from './test-app.ts';
import { tripOfTraveller } from './trip-of-traveller.ts';

const DAY = 86_400_000;

const NOW = Date.now();

/** An instant `days` days (fractions allowed) before the file started: the same one each time it is asked. */
export const daysAgo = (days: number) => new Date(NOW - days * DAY);

export async function adminUserId(db: Database): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, TEST_ADMIN.email));
  if (!row) throw new Error('the template has no admin');
  return row.id;
}

/**
 * Audit rows written as the services write them, at a chosen time (the services' rows take the
 * database's clock), so a test can lay out a registration's history.
 */
export async function auditAt(
  db: Database,
  entry: {
    at: Date;
    action: AuditAction;
    travellerId: string;
    actorUserId?: string | null;
    details?: Record<string, unknown>;
    entityType?: string;
    entityId?: string;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    entityType: entry.entityType ?? 'traveller',
    entityId: entry.entityId ?? entry.travellerId,
    details: entry.details ?? null,
    ip: '127.0.0.1',
    requestId: 'req-test',
  });
}

/** Consent documents and payments a test adds; removed when the file ends (with their travellers' rows). */
export function paperworkKit(t: TestApp) {
  const madeFiles: string[] = [];
  afterAll(async () => {
    if (madeFiles.length === 0) return;
    await t.db.delete(documents).where(inArray(documents.fileId, madeFiles));
    await t.db.delete(payments).where(inArray(payments.fileId, madeFiles));
    await t.db.delete(files).where(inArray(files.id, madeFiles));
  });

  async function file(name: string): Promise<string> {
    const id = randomUUID();
    await t.db
      .insert(files)
      .values({ id, originalName: name, mediaType: 'application/pdf', sizeBytes: 4, sha256: '0'.repeat(64) });
    madeFiles.push(id);
    return id;
  }

  return {
    async consent(travellerId: string, uploadedAt: Date, status: 'pending' | 'approved' | 'rejected' = 'pending') {
      await t.db.insert(documents).values({
        travellerId,
        tripId: tripOfTraveller(travellerId),
        type: 'consent',
        status,
        fileId: await file('consent.pdf'),
        uploadedAt,
      });
    },
    async payment(travellerId: string, submittedAt: Date, receivedAt: Date | null) {
      await t.db.insert(payments).values({
        travellerId,
        tripId: tripOfTraveller(travellerId),
        amountCents: 10_000,
        status: receivedAt ? 'approved' : 'pending',
        fileId: await file('receipt.pdf'),
        submittedAt,
        receivedAt,
      });
    },
  };
}
