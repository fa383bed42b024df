import { once } from 'node:events';
import type { Readable } from 'node:stream';
import {
  familyExportFileName,
  familyTimeline,
  hasGreekLetters,
  transliterateGreek,
  tripDate,
  withholdLinks,
  type StoredMediaType,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { EXTENSION_OF } from '../../files/sanitize-file-name.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import { familyTravellerIds, listFamilyErasureRequests } from '../queries/data-rights.ts';
import { readFamilyRows } from '../queries/family-export.ts';
import { staffTimeline } from '../../travellers/queries/timeline.ts';
import { familyHealthAddenda, familyHealthRecords } from '../../health/services/family-health-records.ts';
import { travellerMarks } from '../../trip-day/queries/trip-day-actions.ts';
import { familyChangeRequestView } from '../../corrections/change-request-view.ts';
import { changeRequestsOf } from '../../corrections/queries/change-requests.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** A file in the archive: which stored object, and the readable name it goes under. */
type ExportedFile = { fileId: string; path: string };

export type FamilyExport = { fileName: string; archive: Readable; files: number };

/** `maria-papadopoulou`: a person's name as a folder name, Greek written in Latin letters. */
function folderName(text: string): string {
  const latin = hasGreekLetters(text) ? transliterateGreek(text) : text;
  return (
    latin
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'traveller'
  );
}

function extension(mediaType: string): string {
  return EXTENSION_OF[mediaType as StoredMediaType] ?? 'bin';
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything the database holds about the guardian's family, as JSON, and the files to put beside it.
 * Ownership is the query's: only the registrations of the account's verified e-mail whose link was opened.
 */
async function collectFamilyData(db: Database, userId: string, healthDataKey: Buffer) {
  const ids = await familyTravellerIds(db, userId);
  const health = await familyHealthRecords(db, healthDataKey, ids);
  const addenda = await familyHealthAddenda(db, healthDataKey, ids);
  const marks = await travellerMarks(db, ids);
  const { account, travellerRows, paymentRows, documentRows, messageRows } = await readFamilyRows(db, userId, ids);
  const exported: ExportedFile[] = [];
  const folderOf = new Map(
    travellerRows.map((row) => [
      row.id,
      `files/${folderName(`${row.firstName} ${row.lastName}`)}-${row.id.slice(0, 8)}`,
    ]),
  );
  const travellersOut = [];
  for (const row of travellerRows) {
    const timeline = familyTimeline((await staffTimeline(db, row.id)) ?? []);
    const folder = folderOf.get(row.id)!;
    const docs = documentRows
      .filter((doc) => doc.travellerId === row.id)
      .map((doc, index) => {
        const path = `${folder}/${doc.type}-${index + 1}.${extension(doc.mediaType)}`;
        exported.push({ fileId: doc.fileId, path });
        return {
          id: doc.id,
          type: doc.type,
          status: doc.status,
          uploadedAt: iso(doc.uploadedAt),
          reviewedAt: iso(doc.reviewedAt),
          rejectionReason: doc.rejectionReason,
          originalName: doc.originalName,
          sha256: doc.sha256,
          file: path,
        };
      });
    const paid = paymentRows
      .filter((payment) => payment.travellerId === row.id)
      .map((payment, index) => {
        const path =
          payment.fileId && payment.mediaType ? `${folder}/receipt-${index + 1}.${extension(payment.mediaType)}` : null;
        if (path && payment.fileId) exported.push({ fileId: payment.fileId, path });
        return {
          id: payment.id,
          amountCents: payment.amountCents,
          status: payment.status,
          method: payment.method,
          transferDate: payment.transferDate,
          submittedAt: iso(payment.submittedAt),
          receivedAt: iso(payment.receivedAt),
          rejectionReason: payment.rejectionReason,
          sha256: payment.sha256,
          file: path,
        };
      });
    travellersOut.push({
      ...row,
      createdAt: iso(row.createdAt),
      emailConfirmedAt: iso(row.emailConfirmedAt),
      approvedAt: iso(row.approvedAt),
      documents: docs,
      payments: paid,
      healthRecord: health.get(row.id) ?? null,
      healthAddenda: addenda.get(row.id) ?? [],
      changeRequests: (await changeRequestsOf(db, row.id)).map(familyChangeRequestView),
      tripDayMarks: marks
        .filter((mark) => mark.travellerId === row.id)
        .map(({ travellerId: _, at, ...mark }) => ({ ...mark, at: at.toISOString() })),
      timeline,
    });
  }
  const data = {
    account: account ? { ...account, createdAt: iso(account.createdAt) } : null,
    travellers: travellersOut,
    // Never a link that would act as the family: a stolen session could otherwise ask for a password reset
    // and read its link here (docs/product/data-rights.md#export).
    messages: messageRows.map(({ template, locale, text, ...row }) => ({
      ...row,
      template,
      text: text === '' ? null : withholdLinks(template, text, locale),
      createdAt: iso(row.createdAt),
      sentAt: iso(row.sentAt),
    })),
    erasureRequests: await listFamilyErasureRequests(db, userId),
  };
  return { data, exported };
}

type ExportOptions = RequestOrigin & {
  db: Database;
  storage: FileStorage;
  /** Opens the health records' free texts: the family reads them as typed. */
  healthDataKey: Buffer;
  guardianUserId: string;
  now: Date;
};

/**
 * `GET /api/my/data-export` (docs/product/data-rights.md#export), after a recent sign-in: a ZIP of
 * `voyage-data.json` (every registration, traveller, payment, document record, health record and its addenda, change request, e-mail without
 * its secret links, and timeline of the family) and the family's
 * files (ID scans, receipts, consent forms) under readable names, streamed as it is written, one file at
 * a time. The download is audited with counts only. A file missing from the store is listed in the JSON
 * (`missingFiles`) and left out.
 */
export async function exportFamilyData(options: ExportOptions): Promise<FamilyExport> {
  const { db, storage, guardianUserId, now } = options;
  const { data, exported } = await collectFamilyData(db, guardianUserId, options.healthDataKey);
  await audit(db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: guardianUserId,
    action: 'data.exported',
    entityType: 'user',
    entityId: guardianUserId,
    details: { travellers: data.travellers.length, files: exported.length, messages: data.messages.length },
  });

  // archiver is loaded with the first export, not at start-up (a third of a second).
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    const missingFiles: string[] = [];
    const present: ExportedFile[] = [];
    for (const file of exported) {
      if (await storage.exists(file.fileId)) present.push(file);
      else missingFiles.push(file.path);
    }
    archive.append(JSON.stringify({ exportedAt: now.toISOString(), ...data, missingFiles }, null, 2), {
      name: 'voyage-data.json',
    });
    for (const file of present) {
      const object = await storage.stream(file.fileId);
      if (!object) continue;
      const entry = once(archive, 'entry');
      archive.append(object.stream, { name: file.path, store: true });
      // One open file at a time: the next is opened once this one is in the archive.
      await entry;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: familyExportFileName(tripDate(now)), archive, files: exported.length };
}
