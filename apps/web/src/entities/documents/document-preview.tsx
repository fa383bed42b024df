import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { isPreviewableImage, type DocumentQueueRow } from '@voyage/domain';
import { staffDocumentFileUrl } from './api/staff-documents.ts';
import { ImageViewerTrigger } from '../../components/image-viewer/image-viewer-trigger.tsx';
import { travellerName } from '../travellers/traveller-name.ts';

type DocumentPreviewProps = {
  document: DocumentQueueRow;
  /** The thumbnail's side, in pixels. */
  size?: number;
};

const tile = (size: number) =>
  ({
    width: size,
    minHeight: size,
    flexShrink: 0,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'action.hover',
  }) as const;

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
        <ButtonBase
          aria-label={t('preview.view', words)}
          sx={{
            ...tile(size),
            height: size,
            overflow: 'hidden',
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
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
  const isPdf = document.fileMediaType === 'application/pdf';
  return (
    // A plain link: the browser sends the staff session's cookie, and a PDF opens beside the list.
    <Link
      href={url}
      {...(isPdf ? { target: '_blank', rel: 'noopener' } : { download: document.fileName })}
      aria-label={t(isPdf ? 'preview.openPdfLabel' : 'preview.downloadLabel', { ...words, file: document.fileName })}
      underline="hover"
      sx={{
        ...tile(size),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        p: 0.5,
        textAlign: 'center',
        typography: 'caption',
        fontWeight: 500,
        lineHeight: 1.2,
        hyphens: 'auto',
      }}
    >
      {isPdf ? (
        <PictureAsPdfOutlinedIcon fontSize={size >= 80 ? 'medium' : 'small'} aria-hidden />
      ) : (
        <DescriptionOutlinedIcon fontSize={size >= 80 ? 'medium' : 'small'} aria-hidden />
      )}
      {t(isPdf ? 'preview.openPdf' : 'preview.download')}
    </Link>
  );
}
