import type { RegistrationDraft } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { deleteFileIfUnreferenced } from '../../files/queries/files.ts';
import { draftResponse, updateDraft } from '../queries/registration-drafts.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { lockOpenDraft } from '../open-draft.ts';

type RemoveOptions = { db: Database; storage: FileStorage; tokenHash: string | undefined; now: Date };

/**
 * `DELETE /api/registration/draft/document`: the draft no longer has an ID. The file's row is deleted
 * in the transaction, its object after the commit (else the sweeper takes it).
 */
export async function removeDraftDocument({ db, storage, tokenHash, now }: RemoveOptions): Promise<RegistrationDraft> {
  let removedFileId: string | null = null;
  const draft = await db.transaction(async (tx) => {
    const current = await lockOpenDraft({ tx, tokenHash, now });
    const updated = await updateDraft(tx, current.id, { documentFileId: null, documentType: null });
    if (current.documentFileId && (await deleteFileIfUnreferenced(tx, current.documentFileId))) {
      removedFileId = current.documentFileId;
    }
    return draftResponse(tx, updated);
  });
  if (removedFileId) await storage.delete(removedFileId).catch(() => {});
  return draft;
}
