import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentQueueRow } from '@voyage/domain';
import { paths } from '../../lib/paths.ts';
import { PaymentStatusChip } from './payment-status-chip.tsx';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { PaymentActionButtons } from './payment-action-buttons.tsx';
import { ReceiptPreview } from './receipt-preview.tsx';
import type { PaymentDialogRequest } from './use-payment-dialogs.tsx';

type PaymentCardsProps = {
  label: string;
  rows: readonly PaymentQueueRow[];
  onAction(request: PaymentDialogRequest): void;
  /** The trip of the queue: each card names its traveller, linked to the registration. Left out on the registration itself. */
  tripId?: number;
  /** Offer Correct on a received payment. */
  canCorrect?: boolean;
  /** Payments kept with a deleted registration: no action, no file to open. */
  readOnly?: boolean;
};

/** Payments on a phone: one card each, the receipt beside the amount, what happened to it, the buttons below. */
export function PaymentCards({
  label,
  rows,
  onAction,
  tripId,
  canCorrect = false,
  readOnly = false,
}: PaymentCardsProps) {
  const { t } = useTranslation(['payments', 'components']);
  const fmt = useFormatters();
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const hasActions = !readOnly && (row.status === 'pending' || (canCorrect && row.status === 'approved'));
        return (
          <li key={row.id}>
            <Card variant="outlined">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <ReceiptPreview payment={row} size={88} canOpen={!readOnly} />
                  <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
                    <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                      {fmt.euro(row.amountCents)}
                    </Typography>
                    {tripId !== undefined ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('outstanding', { amount: fmt.euro(row.outstandingCents) })}
                      </Typography>
                    ) : null}
                    {tripId !== undefined && row.status === 'pending' ? null : (
                      <PaymentStatusChip status={row.status} />
                    )}
                  </Stack>
                </Stack>
                {tripId !== undefined ? (
                  <>
                    <Typography sx={{ mt: 1.5, fontWeight: 500, overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={paths.registration.href(tripId, row.travellerId)}>
                        {travellerName(row)}
                      </Link>
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {row.schoolName}
                    </Typography>
                  </>
                ) : null}
                <Typography component="div" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {tripId !== undefined ? (
                    <div>{t('card.reference', { code: row.personalCode ?? t('noReference') })}</div>
                  ) : (
                    <div>{t(`method.${row.method}`)}</div>
                  )}
                  {row.transferDate ? <div>{t('card.transferDate', { date: fmt.date(row.transferDate) })}</div> : null}
                  <div>{t('card.submittedAt', { date: fmt.day(row.submittedAt) })}</div>
                  {row.receivedAt ? <div>{t('card.receivedAt', { date: fmt.day(row.receivedAt) })}</div> : null}
                  {row.reviewedByName && row.status === 'approved' ? (
                    <div>{t('card.confirmedBy', { name: row.reviewedByName })}</div>
                  ) : null}
                  {row.reviewedByName && row.status === 'rejected' ? (
                    <div>{t('card.rejectedBy', { name: row.reviewedByName })}</div>
                  ) : null}
                  {row.rejectionReason ? <div>{t('card.rejectedBecause', { reason: row.rejectionReason })}</div> : null}
                </Typography>
                {hasActions ? (
                  <Stack direction="row" sx={{ mt: 2 }}>
                    <PaymentActionButtons payment={row} onAction={onAction} canCorrect={canCorrect} fullWidth />
                  </Stack>
                ) : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
