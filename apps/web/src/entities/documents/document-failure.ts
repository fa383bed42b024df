import { z } from 'zod';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@voyage/domain';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import type { AnyNamespaceT } from '../../lib/i18n-resources.ts';

const conflictSchema = z.object({ currentStatus: z.enum(DOCUMENT_STATUSES) });

/**
 * Someone else decided on the document first (409 `CONFLICT`): the status they left it in, or null when the
 * answer does not say. Undefined for any other answer.
 */
export function documentConflictStatus(error: unknown): DocumentStatus | null | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body.code !== 'CONFLICT') return undefined;
  const refusal = conflictSchema.safeParse(error.body);
  return refusal.success ? refusal.data.currentStatus : null;
}

/** The sentence that says someone else acted first, naming the document's status now when known. */
export function documentConflictText(t: AnyNamespaceT, status: DocumentStatus | null): string {
  return status
    ? t('documents:failure.conflict', { status: t(`components:documentStatus.${status}`) })
    : t('documents:failure.conflictUnknown');
}

/** Any refusal in one sentence: someone else acted first, or what the API said. */
export function documentFailureText(t: AnyNamespaceT, error: unknown): string {
  const conflict = documentConflictStatus(error);
  if (conflict !== undefined) return documentConflictText(t, conflict);
  return apiErrorMessage(t, error);
}
