import { useTranslation } from 'react-i18next';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import { isPreviewableImage, type TravellerDocument } from '@voyage/domain';
import { ImageViewerTrigger } from '../../../../components/image-viewer/image-viewer-trigger.tsx';
import { documentFileUrl } from '../../api/document-urls.ts';

/** The images of one table, browsed together in the image viewer. */
export type DocumentGallery = {
  ids: readonly string[];
  urls: readonly string[];
  alts: readonly string[];
  names: readonly string[];
};

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, minHeight: 44 } as const;

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
        <ButtonBase
          aria-label={t('documents.preview.view', { name })}
          sx={{
            width: 56,
            height: 56,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={url}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      </ImageViewerTrigger>
    );
  }
  if (document.fileMediaType === 'application/pdf') {
    return (
      // The browser fetches it with the family's session cookie; the answer is an attachment it saves or shows.
      <Link href={url} target="_blank" rel="noopener" aria-label={t('documents.preview.openPdf', { name })} sx={linkSx}>
        <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />
        {t('documents.preview.pdf')}
        <OpenInNewIcon fontSize="small" aria-hidden />
      </Link>
    );
  }
  return (
    <Link href={url} download={name} aria-label={t('documents.preview.download', { name })} sx={linkSx}>
      <DescriptionOutlinedIcon fontSize="small" aria-hidden />
      {t('documents.preview.file')}
      <DownloadIcon fontSize="small" aria-hidden />
    </Link>
  );
}
