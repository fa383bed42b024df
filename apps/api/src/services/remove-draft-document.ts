import type { RegistrationDraft } from '@voyage/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { registrationDrafts } from '../db/schema/index.ts';
import { deleteFileIfUnreferenced } from '../queries/files.ts';
import { draftResponse } from '../queries/registration-drafts.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { lockOpenDraft } from './open-draft.ts';

/**
 * `DELETE /api/registration/draft/document`: the draft no longer has an ID. The file's row is deleted
 * in the transaction, its object after the commit (else the sweeper takes it).
 */
export async function removeDraftDocument(
  db: Database,
  storage: FileStorage,
  request: { tokenHash: string | undefined; now: Date },
): Promise<RegistrationDraft> {
  let removedFileId: string | null = null;
  const draft = await db.transaction(async (tx) => {
    const current = await lockOpenDraft(tx, request.tokenHash, request.now);
    const [updated] = await tx
      .update(registrationDrafts)
      .set({ documentFileId: null, documentType: null })
      .where(eq(registrationDrafts.id, current.id))
      .returning();
    if (current.documentFileId && (await deleteFileIfUnreferenced(tx, current.documentFileId))) {
      removedFileId = current.documentFileId;
    }
    return draftResponse(tx, updated!);
  });
  if (removedFileId) await storage.delete(removedFileId).catch(() => {});
  return draft;
}
