import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { PaymentQueueRow } from '@voyage/domain';
import { receiptUrl } from './api/staff-payments.ts';
import { ImageViewerTrigger } from '../../components/image-viewer/image-viewer-trigger.tsx';
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
        <ButtonBase
          aria-label={t('receipt.view', words)}
          sx={{
            width: size,
            height: size,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
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
  return (
    // A plain link, as large as a thumbnail: the browser saves the attachment with the staff session's cookie.
    <Link
      href={url}
      download={payment.fileName}
      aria-label={t('receipt.openLabel', { ...words, file: payment.fileName })}
      underline="hover"
      sx={{
        width: size,
        minHeight: size,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        p: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        textAlign: 'center',
        typography: 'caption',
        fontWeight: 500,
        lineHeight: 1.2,
        hyphens: 'auto',
      }}
    >
      <PictureAsPdfOutlinedIcon fontSize={size >= 80 ? 'medium' : 'small'} aria-hidden />
      {t('receipt.open')}
    </Link>
  );
}
