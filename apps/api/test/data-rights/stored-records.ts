import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, documents, files, payments } from '../../src/db/schema/index.ts';
import type { UploadTestApp } from '../files/upload-kit.ts';
import { tripOfTraveller } from '../helpers/trip-of-traveller.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Records with files as a family's registration holds them, and what is left of them afterwards. */
export function storedRecords(t: UploadTestApp) {
  /** A stored file of a record: its row and its bytes on disk. */
  async function storedFile(name: string, bytes = Buffer.from(`%PDF-1 ${randomUUID()}`)): Promise<string> {
    const id = randomUUID();
    await t.db.insert(files).values({
      id,
      originalName: name,
      mediaType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: sha256(bytes),
    });
    await t.app.storage.put(id, bytes);
    return id;
  }

  async function addDocument(travellerId: string, type: 'passport' | 'id_card' | 'consent', fileId?: string) {
    const id = fileId ?? (await storedFile(`${type}.pdf`));
    await t.db
      .insert(documents)
      .values({ travellerId, tripId: tripOfTraveller(travellerId), type, fileId: id, status: 'approved' });
    return id;
  }

  async function addPayment(travellerId: string, status: 'pending' | 'approved' = 'approved') {
    const fileId = await storedFile('receipt.pdf');
    await t.db.insert(payments).values({
      travellerId,
      tripId: tripOfTraveller(travellerId),
      amountCents: 25_000,
      status,
      fileId,
      transferDate: '2026-10-01',
      receivedAt: status === 'approved' ? new Date('2026-10-02T09:00:00Z') : null,
    });
    return fileId;
  }

  const onDisk = (fileId: string) => fs.existsSync(path.join(t.filesRoot, fileId));
  const fileRow = async (fileId: string) => (await t.db.select().from(files).where(eq(files.id, fileId))).length;

  async function auditRows(action: string, entityId: string) {
    return t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.id));
  }

  return { sha256, storedFile, addDocument, addPayment, onDisk, fileRow, auditRows };
}
