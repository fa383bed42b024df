import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { PaymentQueueRow } from '@voyage/domain';
import { PaymentStatusChip } from './payment-status-chip.tsx';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { PaymentActionButtons } from './payment-action-buttons.tsx';
import { ReceiptPreview } from './receipt-preview.tsx';
import type { PaymentDialogRequest } from './use-payment-dialogs.tsx';
import { ReviewCardList, ReviewCard } from '../../components/review/review-card.tsx';

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
    <ReviewCardList label={label}>
      {rows.map((row) => {
        const hasActions = !readOnly && (row.status === 'pending' || (canCorrect && row.status === 'approved'));
        return (
          <ReviewCard
            key={row.id}
            preview={<ReceiptPreview payment={row} size={88} canOpen={!readOnly} />}
            title={fmt.euro(row.amountCents)}
            status={
              <>
                {tripId !== undefined ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('outstanding', { amount: fmt.euro(row.outstandingCents) })}
                  </Typography>
                ) : null}
                {tripId !== undefined && row.status === 'pending' ? null : <PaymentStatusChip status={row.status} />}
              </>
            }
            row={row}
            decisionLine={(key, values) => t(`card.${key}`, values)}
            tripId={tripId}
            travellerName={travellerName(row)}
            codeLine={t('card.reference', { code: row.personalCode ?? t('noReference') })}
            story={
              <>
                {tripId === undefined ? <div>{t(`method.${row.method}`)}</div> : null}
                {row.transferDate ? <div>{t('card.transferDate', { date: fmt.date(row.transferDate) })}</div> : null}
                <div>{t('card.submittedAt', { date: fmt.day(row.submittedAt) })}</div>
                {row.receivedAt ? <div>{t('card.receivedAt', { date: fmt.day(row.receivedAt) })}</div> : null}
              </>
            }
            actions={
              hasActions ? (
                <PaymentActionButtons payment={row} onAction={onAction} canCorrect={canCorrect} fullWidth />
              ) : null
            }
          />
        );
      })}
    </ReviewCardList>
  );
}
