import { useTranslation } from 'react-i18next';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Payment } from '@voyage/domain';
import { PaymentStatusChip } from '../../../../entities/payments/payment-status-chip.tsx';
import { useFormatters } from '../../../../components/data/use-formatters.ts';
import { ImageViewerTrigger } from '../../../../components/image-viewer/image-viewer-trigger.tsx';
import { FileLink } from '../../../../components/file-preview/file-link.tsx';
import { ImageThumbnail } from '../../../../components/file-preview/image-thumbnail.tsx';
import { paymentReceiptUrl } from '../../api/payment-receipt-url.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

type PaymentsTableProps = {
  payments: readonly Payment[];
  /** The table's name for screen readers ("Payments of ELENI PAVLOU"). */
  label: string;
  /** Given while the family may still act (an approved registration): "Withdraw" on a Processing payment. */
  onWithdraw?(payment: Payment): void;
  /** The payment being withdrawn now, whose button shows it is busy. */
  withdrawingId?: string | null;
};

/** The receipt as sent: an image opens in the image viewer from its thumbnail, a PDF downloads. */
function Receipt({ payment }: { payment: Payment }) {
  const { t } = useTranslation('myVoyage');
  if (!payment.fileName) {
    return (
      <Typography variant="body2" color="text.secondary">
        {payment.method === 'cash' ? t('payments.cash') : t('payments.noReceipt')}
      </Typography>
    );
  }
  const url = paymentReceiptUrl(payment.id);
  const name = payment.fileName;
  if (payment.fileMediaType && IMAGE_TYPES.has(payment.fileMediaType)) {
    return (
      <ImageViewerTrigger imageUrl={url} imageAlt={t('payments.receiptAlt', { name })} downloadName={name}>
        <ImageThumbnail url={url} size={56} aria-label={t('payments.viewReceipt', { name })} />
      </ImageViewerTrigger>
    );
  }
  return (
    <FileLink
      href={url}
      downloadName={name}
      aria-label={t('payments.downloadReceipt', { name })}
      icon={<PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />}
      endIcon={<DownloadIcon fontSize="small" aria-hidden />}
    >
      {t('payments.download')}
    </FileLink>
  );
}

/** The status chip, and under a rejected payment the reason staff gave. */
function Status({ payment }: { payment: Payment }) {
  const { t } = useTranslation('myVoyage');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={payment.status} />
      {payment.status === 'rejected' && payment.rejectionReason ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('payments.reason', { reason: payment.rejectionReason })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The family's payments for one traveller, newest first (docs/product/my-voyage.md#payments): sent on,
 * received on, the receipt, the amount, the status (a rejection with its reason) and, for a payment
 * still Processing, "Withdraw". A table where there is room; on a phone one card per payment.
 */
export function PaymentsTable({ payments, label, onWithdraw, withdrawingId = null }: PaymentsTableProps) {
  const { t } = useTranslation('myVoyage');
  const fmt = useFormatters();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = [...payments].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));

  const withdrawButton = (payment: Payment) =>
    onWithdraw && payment.status === 'pending' ? (
      <Button
        size="small"
        color="error"
        variant="outlined"
        loading={withdrawingId === payment.id}
        onClick={() => onWithdraw(payment)}
        aria-label={t('payments.withdrawNamed', {
          amount: fmt.euro(payment.amountCents),
          date: fmt.day(payment.submittedAt),
        })}
      >
        {t('payments.withdraw')}
      </Button>
    ) : null;
  const receivedOn = (payment: Payment) => (payment.receivedAt ? fmt.day(payment.receivedAt) : null);

  if (isPhone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((payment) => {
          const received = receivedOn(payment);
          return (
            <Box
              component="li"
              key={payment.id}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {fmt.euro(payment.amountCents)}
                </Typography>
                <Status payment={payment} />
              </Box>
              <Typography variant="body2">{t('payments.submitted', { date: fmt.day(payment.submittedAt) })}</Typography>
              <Typography variant="body2" color={received ? 'text.primary' : 'text.secondary'}>
                {received ? t('payments.received', { date: received }) : t('payments.notReceived')}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Receipt payment={payment} />
                {withdrawButton(payment)}
              </Box>
            </Box>
          );
        })}
      </Stack>
    );
  }

  const showOptions = Boolean(onWithdraw) && rows.some((payment) => payment.status === 'pending');
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.columns.submitted')}</TableCell>
            <TableCell>{t('payments.columns.received')}</TableCell>
            <TableCell>{t('payments.columns.receipt')}</TableCell>
            <TableCell align="right">{t('payments.columns.amount')}</TableCell>
            <TableCell>{t('payments.columns.status')}</TableCell>
            {showOptions ? <TableCell>{t('payments.columns.options')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.day(payment.submittedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: payment.receivedAt ? undefined : 'text.secondary' }}>
                {receivedOn(payment) ?? t('payments.notYet')}
              </TableCell>
              <TableCell>
                <Receipt payment={payment} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {fmt.euro(payment.amountCents)}
              </TableCell>
              <TableCell sx={{ minWidth: 140, maxWidth: 260 }}>
                <Status payment={payment} />
              </TableCell>
              {showOptions ? <TableCell>{withdrawButton(payment)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
