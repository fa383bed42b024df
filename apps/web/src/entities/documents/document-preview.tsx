import { useTranslation } from 'react-i18next';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { isPreviewableImage, type DocumentQueueRow } from '@voyage/domain';
import { staffDocumentFileUrl } from './api/staff-documents.ts';
import { ImageViewerTrigger } from '../../components/image-viewer/image-viewer-trigger.tsx';
import { FileTileLink } from '../../components/file-preview/file-tile-link.tsx';
import { ImageThumbnail } from '../../components/file-preview/image-thumbnail.tsx';
import { travellerName } from '../travellers/traveller-name.ts';

type DocumentPreviewProps = {
  document: DocumentQueueRow;
  /** The thumbnail's side, in pixels. */
  size?: number;
};

/**
 * A document beside its traveller (docs/product/documents.md#staff-review): an image as a thumbnail, fetched only
 * when scrolled to, that opens the image viewer; a PDF as a link that opens it in a new tab; a Word file as a
 * download. Every file comes from the staff's own call, which the API audits.
 */
export function DocumentPreview({ document, size = 64 }: DocumentPreviewProps) {
  const { t } = useTranslation('documents');
  const url = staffDocumentFileUrl(document.id);
  const words = { type: t(`type.${document.type}`), name: travellerName(document) };
  if (isPreviewableImage(document.fileMediaType)) {
    return (
      <ImageViewerTrigger imageUrl={url} imageAlt={t('preview.alt', words)} downloadName={document.fileName}>
        <ImageThumbnail url={url} size={size} isTile aria-label={t('preview.view', words)} />
      </ImageViewerTrigger>
    );
  }
  const isPdf = document.fileMediaType === 'application/pdf';
  const Icon = isPdf ? PictureAsPdfOutlinedIcon : DescriptionOutlinedIcon;
  return (
    <FileTileLink
      href={url}
      size={size}
      opensInNewTab={isPdf}
      downloadName={document.fileName}
      aria-label={t(isPdf ? 'preview.openPdfLabel' : 'preview.downloadLabel', { ...words, file: document.fileName })}
      icon={<Icon fontSize={size >= 80 ? 'medium' : 'small'} aria-hidden />}
    >
      {t(isPdf ? 'preview.openPdf' : 'preview.download')}
    </FileTileLink>
  );
}
