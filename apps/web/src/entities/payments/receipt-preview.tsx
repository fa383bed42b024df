import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { PaymentQueueRow } from '@voyage/domain';
import { receiptUrl } from './api/staff-payments.ts';
import { StaffFilePreview } from '../../components/file-preview/staff-file-preview.tsx';
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
 * A receipt beside its amount, opened as a document is (docs/product/documents.md#staff-review): an image as a
 * thumbnail that opens the image viewer, a PDF as a link that opens it in a new tab with "Download" under it; a
 * payment recorded without one says so.
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
  const words = { amount: fmt.euro(payment.amountCents), name: travellerName(payment), file: payment.fileName };
  return (
    <StaffFilePreview
      url={receiptUrl(payment.id)}
      mediaType={payment.fileMediaType}
      fileName={payment.fileName}
      size={size}
      word={(key) => t(`receipt.${key}`, words)}
    />
  );
}
