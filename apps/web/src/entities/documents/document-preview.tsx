import { useTranslation } from 'react-i18next';
import type { DocumentQueueRow } from '@voyage/domain';
import { staffDocumentFileUrl } from './api/staff-documents.ts';
import { StaffFilePreview } from '../../components/file-preview/staff-file-preview.tsx';
import { travellerName } from '../travellers/traveller-name.ts';

type DocumentPreviewProps = {
  document: DocumentQueueRow;
  /** The thumbnail's side, in pixels. */
  size?: number;
};

/**
 * A document beside its traveller (docs/product/documents.md#staff-review): an image as a thumbnail, fetched only
 * when scrolled to, that opens the image viewer; a PDF as a link that opens it in a new tab, with "Download" under
 * it; a Word file as a download. Every file comes from the staff's own call, which the API audits.
 */
export function DocumentPreview({ document, size = 64 }: DocumentPreviewProps) {
  const { t } = useTranslation('documents');
  const words = { type: t(`type.${document.type}`), name: travellerName(document), file: document.fileName };
  return (
    <StaffFilePreview
      url={staffDocumentFileUrl(document.id)}
      mediaType={document.fileMediaType}
      fileName={document.fileName}
      size={size}
      word={(key) => t(`preview.${key}`, words)}
    />
  );
}
