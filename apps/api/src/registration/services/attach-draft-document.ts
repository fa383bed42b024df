import type { IdDocumentType, RegistrationDraft } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { AcceptedFile } from '../../files/accept-document-file.ts';
import { deleteFileIfUnreferenced, insertAcceptedFile } from '../../files/queries/files.ts';
import { draftResponse, updateDraft } from '../queries/registration-drafts.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storeThenRecord } from '../../files/store-then-record.ts';
import { lockOpenDraft } from '../open-draft.ts';

type AttachOptions = {
  db: Database;
  storage: FileStorage;
  tokenHash: string | undefined;
  type: IdDocumentType;
  file: AcceptedFile;
  now: Date;
};

/**
 * `POST /api/registration/draft/document`: the ID becomes the draft's document. The object is stored
 * first (under a new UUID), then one transaction records it and points the draft at it; if that fails,
 * the object is deleted again. A document uploaded earlier is replaced: its row goes in the same
 * transaction, its object after the commit. A retried upload simply replaces the file, so the call
 * needs no idempotency key.
 */
export async function attachDraftDocument({
  db,
  storage,
  tokenHash,
  type,
  file,
  now,
}: AttachOptions): Promise<RegistrationDraft> {
  let replacedFileId: string | null = null;
  const draft = await storeThenRecord(storage, file.bytes, (fileId) =>
    db.transaction(async (tx) => {
      const current = await lockOpenDraft({ tx, tokenHash, now });
      await insertAcceptedFile(tx, fileId, file, null);
      const updated = await updateDraft(tx, current.id, { documentFileId: fileId, documentType: type });
      if (current.documentFileId && (await deleteFileIfUnreferenced(tx, current.documentFileId))) {
        replacedFileId = current.documentFileId;
      }
      return draftResponse(tx, updated);
    }),
  );
  // After the commit: a failure here leaves an object without a row, which the sweeper removes.
  if (replacedFileId) await storage.delete(replacedFileId).catch(() => {});
  return draft;
}
