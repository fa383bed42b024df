import { staffDocumentKeys } from '../../../entities/documents/api/query-keys.ts';
import type { FixedFilters } from '../../../lib/lists/list-state.ts';

/** The queue's tabs: the uploads waiting (oldest first), or every document (newest first). */
export type DocumentQueueTab = 'pending' | 'all';

/**
 * Where a tab reads its pages (`GET /api/admin/documents`, docs/product/documents.md#documents-queue): the
 * Waiting tab is the documents Processing, All every document; either of one school when one is chosen.
 */
export function documentQueueList(tripId: number, tab: DocumentQueueTab, schoolId?: number) {
  const fixed: Record<string, string | number> = {} satisfies FixedFilters;
  if (tab === 'pending') fixed.status = 'pending';
  if (schoolId !== undefined) fixed.school_id = schoolId;
  return { listKey: staffDocumentKeys.queue(tripId, tab), path: 'admin/documents', fixed } as const;
}
