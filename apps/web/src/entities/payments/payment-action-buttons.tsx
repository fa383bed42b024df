import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { PaymentQueueRow } from '@voyage/domain';
import { travellerName } from '../travellers/traveller-name.ts';
import { useFormatters } from '../../components/data/use-formatters.ts';
import { receivedDay } from './correct-payment-dialog.tsx';
import type { PaymentDialogRequest } from './use-payment-dialogs.tsx';
import { DecideButtons } from '../../components/review/decide-buttons.tsx';

type PaymentActionButtonsProps = {
  payment: PaymentQueueRow;
  onAction(request: PaymentDialogRequest): void;
  /** Offer Correct on a received payment (the registration detail does; the queue leaves it there). */
  canCorrect?: boolean;
  /** Buttons as wide as a phone's card. */
  fullWidth?: boolean;
};

/**
 * What staff may do with one payment in its status: confirm or reject a receipt that waits, correct one
 * received. Each button names the payment, since a list holds many alike.
 */
export function PaymentActionButtons({
  payment,
  onAction,
  canCorrect = false,
  fullWidth = false,
}: PaymentActionButtonsProps) {
  const { t } = useTranslation('payments');
  const fmt = useFormatters();
  const words = { amount: fmt.euro(payment.amountCents), name: travellerName(payment) };
  const size = fullWidth ? 'medium' : 'small';
  if (payment.status === 'pending') {
    return (
      <DecideButtons
        approve={{
          label: t('actions.confirm'),
          ariaLabel: t('actions.confirmLabel', words),
          onClick: () => onAction({ action: 'confirm', payment }),
        }}
        reject={{
          label: t('actions.reject'),
          ariaLabel: t('actions.rejectLabel', words),
          onClick: () => onAction({ action: 'reject', payment }),
        }}
        fullWidth={fullWidth}
      />
    );
  }
  if (payment.status === 'approved' && canCorrect) {
    const date = payment.receivedAt ? fmt.date(receivedDay(payment)) : t('notYet');
    return (
      <Button
        size={size}
        startIcon={<EditOutlinedIcon />}
        aria-label={t('actions.correctLabel', { amount: words.amount, date })}
        onClick={() => onAction({ action: 'correct', payment })}
      >
        {t('actions.correct')}
      </Button>
    );
  }
  return null;
}
