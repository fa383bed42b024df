import { useTranslation } from 'react-i18next';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { isPreviewableImage, type TravellerDocument } from '@voyage/domain';
import { ImageViewerTrigger } from '../../../../components/image-viewer/image-viewer-trigger.tsx';
import { FileLink } from '../../../../components/file-preview/file-link.tsx';
import { ImageThumbnail } from '../../../../components/file-preview/image-thumbnail.tsx';
import { documentFileUrl } from '../../api/document-urls.ts';

/** The images of one table, browsed together in the image viewer. */
export type DocumentGallery = {
  ids: readonly string[];
  urls: readonly string[];
  alts: readonly string[];
  names: readonly string[];
};

/**
 * A document as sent: an image is a thumbnail that opens the image viewer (on this table's gallery of images,
 * at this one); a PDF opens in a new tab; a Word file is only ever downloaded, never shown.
 */
export function DocumentPreview({ document, gallery }: { document: TravellerDocument; gallery: DocumentGallery }) {
  const { t } = useTranslation('myVoyage');
  const url = documentFileUrl(document.id);
  const name = document.fileName;
  const index = gallery.ids.indexOf(document.id);
  if (isPreviewableImage(document.fileMediaType) && index >= 0) {
    return (
      <ImageViewerTrigger
        imageUrl={gallery.urls}
        imageAlt={gallery.alts}
        downloadName={gallery.names}
        startIndex={index}
      >
        <ImageThumbnail url={url} size={56} aria-label={t('documents.preview.view', { name })} />
      </ImageViewerTrigger>
    );
  }
  if (document.fileMediaType === 'application/pdf') {
    return (
      <FileLink
        href={url}
        opensInNewTab
        aria-label={t('documents.preview.openPdf', { name })}
        icon={<PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />}
        endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
      >
        {t('documents.preview.pdf')}
      </FileLink>
    );
  }
  return (
    <FileLink
      href={url}
      downloadName={name}
      aria-label={t('documents.preview.download', { name })}
      icon={<DescriptionOutlinedIcon fontSize="small" aria-hidden />}
      endIcon={<DownloadIcon fontSize="small" aria-hidden />}
    >
      {t('documents.preview.file')}
    </FileLink>
  );
}
