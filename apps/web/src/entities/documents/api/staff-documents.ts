import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTraveller,
  DocumentStatus,
  FamilyReason,
  IdDocumentBody,
  StaffDetailsBody,
  StaffDocument,
  TravelAuthorisationLanguage,
} from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys, studentKeys } from '../../../lib/api/query-keys.ts';
import { staffDocumentKeys } from './query-keys.ts';

/**
 * The staff's document calls (docs/product/documents.md#staff-review), shared by the documents queue, the
 * registration detail and the voyageur screen: a registration's documents, accepting or rejecting one, and
 * the traveller's identity document and student form as staff correct them.
 */

const segment = encodeURIComponent;

/** Where staff open a document; the API answers with the file (an `<img src>` of it works for images). */
export function staffDocumentFileUrl(documentId: string): string {
  return `/api/admin/documents/${segment(documentId)}/file`;
}

/** The trip's consent form with the traveller's names filled in, as a PDF for staff to print. */
export function staffConsentFormUrl(travellerId: string): string {
  return `/api/admin/travellers/${segment(travellerId)}/consent-form`;
}

/** The travel authorisation letter filled in for the traveller, in Greek, English or French, for staff to print. */
export function staffTravelAuthorisationUrl(travellerId: string, language: TravelAuthorisationLanguage): string {
  return `/api/admin/travellers/${segment(travellerId)}/travel-authorisation?lang=${language}`;
}

/** Every document of one registration, with who reviewed each, oldest first. */
export function getRegistrationDocuments(travellerId: string): Promise<StaffDocument[]> {
  return api.get<StaffDocument[]>(`api/admin/travellers/${segment(travellerId)}/documents`);
}

/**
 * Every document of one traveller, with who reviewed it. `enabled`: false for a deleted registration, whose
 * documents the API does not list.
 */
export function useTravellerDocuments(traveller: { id: string; tripId: number }, { enabled = true } = {}) {
  const { id, tripId } = traveller;
  return useQuery({
    queryKey: staffDocumentKeys.traveller(tripId, id),
    queryFn: () => getRegistrationDocuments(id),
    enabled,
  });
}

/** What staff decide about a document that waits for review. */
export type DocumentCall =
  { action: 'accept'; documentId: string } | { action: 'reject'; documentId: string; reason: FamilyReason };

export type DocumentAction = DocumentCall['action'];

export function runDocumentCall(call: DocumentCall): Promise<StaffDocument> {
  const url = `api/admin/documents/${segment(call.documentId)}/${call.action}`;
  return call.action === 'accept'
    ? api.post<StaffDocument>(url)
    : api.post<StaffDocument>(url, { reason: call.reason });
}

/**
 * Runs one document decision, then reads again what shows documents: the queues, the students and the
 * dashboard. `onSettled` adds what the calling screen shows besides (a registration, its timeline). The promise
 * settles once they have, success or refusal (a 409 means someone else decided first).
 */
export function useDocumentCall({ onSettled }: { onSettled?: () => Promise<unknown> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runDocumentCall,
    onSettled: () =>
      Promise.all([
        ...[staffDocumentKeys.all, studentKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        onSettled?.(),
      ]),
  });
}

/** Staff write the identity document (passport or ID card) as printed on it; answers the registration. */
export function saveIdDocument(travellerId: string, body: IdDocumentBody): Promise<AdminTraveller> {
  return api.put<AdminTraveller>(`api/admin/travellers/${segment(travellerId)}/id-document`, body);
}

/**
 * The student form, corrected by staff (every change audited); answers the registration. A 409 `CONFLICT` means
 * the registration changed since the form read it (`expectedUpdatedAt`).
 */
export function saveStudentDetails(registrationId: string, body: StaffDetailsBody): Promise<AdminTraveller> {
  return api.patch<AdminTraveller>(`api/admin/travellers/${segment(registrationId)}/details`, body);
}

/** The statuses a decision moves a document out of: only a Processing document is decided. */
export function isDecidable(status: DocumentStatus): boolean {
  return status === 'pending';
}
