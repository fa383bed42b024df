import type { RegistrationDraft } from '@voyage/domain';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { files, registrationDrafts, schools, travellers, trips } from '../../db/schema/index.ts';
import type { Executor } from '../../db/executor.ts';

export type DraftRow = typeof registrationDrafts.$inferSelect;
export type NewDraft = Pick<
  typeof registrationDrafts.$inferInsert,
  'tokenHash' | 'tripId' | 'schoolId' | 'details' | 'expiresAt'
>;
export type DraftChanges = Partial<
  Pick<
    DraftRow,
    'tripId' | 'schoolId' | 'step' | 'details' | 'documentFileId' | 'documentType' | 'submittedTravellerId'
  >
>;

/** The draft a cookie's token hash points at, unless it has expired. `forUpdate` locks the row. */
export async function findDraft(
  db: Executor,
  tokenHash: string,
  now: Date,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<DraftRow | undefined> {
  const query = db
    .select()
    .from(registrationDrafts)
    .where(and(eq(registrationDrafts.tokenHash, tokenHash), gt(registrationDrafts.expiresAt, now)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertDraft(tx: Executor, draft: NewDraft): Promise<DraftRow> {
  const [row] = await tx.insert(registrationDrafts).values(draft).returning();
  if (!row) throw new Error('registration_drafts insert returned no row');
  return row;
}

/** Changes the draft and returns it as it now is. */
export async function updateDraft(tx: Executor, draftId: string, changes: DraftChanges): Promise<DraftRow> {
  const [row] = await tx.update(registrationDrafts).set(changes).where(eq(registrationDrafts.id, draftId)).returning();
  if (!row) throw new Error(`draft ${draftId} vanished`);
  return row;
}

/**
 * Changes the cookie's draft in one statement if it has not expired or been sent, and returns it as it now
 * is; undefined when no such draft was changed. The row is locked only for this statement.
 */
export async function updateOpenDraft(
  db: Executor,
  tokenHash: string,
  now: Date,
  changes: DraftChanges,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(registrationDrafts)
    .set(changes)
    .where(
      and(
        eq(registrationDrafts.tokenHash, tokenHash),
        gt(registrationDrafts.expiresAt, now),
        ne(registrationDrafts.step, 'submitted'),
        isNull(registrationDrafts.submittedTravellerId),
      ),
    )
    .returning();
  return row;
}

/** Deletes the cookie's draft unless it has been sent: a sent draft is how a repeated "Send" is recognised. */
export async function deleteUnsentDraft(db: Executor, tokenHash: string): Promise<void> {
  await db
    .delete(registrationDrafts)
    .where(and(eq(registrationDrafts.tokenHash, tokenHash), ne(registrationDrafts.step, 'submitted')));
}

/** The draft as every registration call answers it (`registrationDraftSchema`). */
export async function draftResponse(db: Executor, draft: DraftRow): Promise<RegistrationDraft> {
  const [context] = await db
    .select({
      tripStartsOn: trips.startsOn,
      schoolName: schools.name,
      registrationCode: schools.registrationCode,
      fileName: files.originalName,
      mediaType: files.mediaType,
      sizeBytes: files.sizeBytes,
      uploadedAt: files.createdAt,
      guardianEmail: travellers.guardianEmail,
    })
    .from(registrationDrafts)
    .innerJoin(trips, eq(trips.id, registrationDrafts.tripId))
    .innerJoin(schools, eq(schools.id, registrationDrafts.schoolId))
    .leftJoin(files, eq(files.id, registrationDrafts.documentFileId))
    .leftJoin(travellers, eq(travellers.id, registrationDrafts.submittedTravellerId))
    .where(eq(registrationDrafts.id, draft.id));
  if (!context) throw new Error(`draft ${draft.id} vanished`);
  const document =
    draft.documentType && context.fileName && context.mediaType && context.sizeBytes !== null && context.uploadedAt
      ? {
          type: draft.documentType,
          fileName: context.fileName,
          mediaType: context.mediaType as NonNullable<RegistrationDraft['document']>['mediaType'],
          sizeBytes: context.sizeBytes,
          uploadedAt: context.uploadedAt.toISOString(),
        }
      : null;
  return {
    tripId: draft.tripId,
    tripStartsOn: context.tripStartsOn,
    step: draft.step,
    school: { name: context.schoolName, registrationCode: context.registrationCode },
    details: draft.details,
    document,
    submitted:
      draft.submittedTravellerId && context.guardianEmail
        ? { travellerId: draft.submittedTravellerId, guardianEmail: context.guardianEmail }
        : null,
    updatedAt: draft.updatedAt.toISOString(),
  };
}
