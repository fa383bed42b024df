import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { PaymentQueueRow } from '@voyage/domain';
import { receiptUrl } from './api/staff-payments.ts';
import { ImageViewerTrigger } from '../../components/image-viewer/image-viewer-trigger.tsx';
import { FileTileLink } from '../../components/file-preview/file-tile-link.tsx';
import { ImageThumbnail } from '../../components/file-preview/image-thumbnail.tsx';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';

type ReceiptPreviewProps = {
  payment: PaymentQueueRow;
  /** The thumbnail's side, in pixels. */
  size?: number;
  /** False where the file cannot be opened (a deleted registration's): its name is shown instead. */
  canOpen?: boolean;
};

/**
 * A receipt beside its amount: an image as a thumbnail that opens the image viewer, a PDF as a link that
 * downloads it, and a payment recorded without one says so.
 */
export function ReceiptPreview({ payment, size = 64, canOpen = true }: ReceiptPreviewProps) {
  const { t } = useTranslation('payments');
  const fmt = useFormatters();
  if (!payment.fileName) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('receipt.none')}
      </Typography>
    );
  }
  if (!canOpen) {
    return (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {payment.fileName}
      </Typography>
    );
  }
  const url = receiptUrl(payment.id);
  const words = { amount: fmt.euro(payment.amountCents), name: travellerName(payment) };
  if (payment.fileMediaType?.startsWith('image/')) {
    return (
      <ImageViewerTrigger imageUrl={url} imageAlt={t('receipt.alt', words)} downloadName={payment.fileName}>
        <ImageThumbnail url={url} size={size} isTile aria-label={t('receipt.view', words)} />
      </ImageViewerTrigger>
    );
  }
  return (
    <FileTileLink
      href={url}
      size={size}
      downloadName={payment.fileName}
      aria-label={t('receipt.openLabel', { ...words, file: payment.fileName })}
      icon={<PictureAsPdfOutlinedIcon fontSize={size >= 80 ? 'medium' : 'small'} aria-hidden />}
    >
      {t('receipt.open')}
    </FileTileLink>
  );
}
