/** Where staff download a document's file; the API answers it as an attachment. */
export function documentFileUrl(documentId: string): string {
  return `/api/admin/documents/${encodeURIComponent(documentId)}/file`;
}
