import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Payment, PaymentPicture, Traveller } from '@voyage/domain';
import { CardAction, CardNoticeAlert, useFamilyCardActions } from '../family-card-actions.tsx';
import { familyName } from '../family-name.ts';
import { PaymentsTable } from './payments-table.tsx';
import { lazyPart } from '../../../../components/common/lazy-part.tsx';
import { OpenedOnce } from '../../../../components/common/opened-once.tsx';
import { VoyageCard } from '../voyage-card.tsx';
import { WithdrawPaymentDialog } from './withdraw-payment-dialog.tsx';
import { VOYAGE_ANCHORS } from '../checklist/voyage-anchors.ts';

// Its form and rules load when the family opens it: they are not part of the first view (decision 029).
const ReportPaymentDialog = lazyPart(() =>
  import('./report-payment-dialog.tsx').then((module) => module.ReportPaymentDialog),
);

type PaymentsCardProps = {
  traveller: Traveller;
  /** Given while the family may pay (an approved registration): "I have paid" and "Withdraw" are offered. */
  picture?: PaymentPicture;
  today: string;
};

/**
 * The traveller's payments (docs/product/my-voyage.md#payments), with "I have paid" while something is
 * left to pay and "Withdraw" on a receipt still waiting for staff. What an action did is said in a
 * status message at the top of the card.
 */
export function PaymentsCard({ traveller, picture, today }: PaymentsCardProps) {
  const { t } = useTranslation('myVoyage');
  const card = useFamilyCardActions(traveller.id, 'payments');
  const [isReporting, setIsReporting] = useState(false);
  const [toWithdraw, setToWithdraw] = useState<Payment | null>(null);
  const canAct = picture !== undefined;
  const canReport = canAct && picture.toPayCents > 0;

  const confirmWithdraw = (payment: Payment) =>
    card.withdraw(payment.id, { done: t('payments.withdrawn'), alreadyReviewed: t('payments.alreadyReviewed') }, () =>
      setToWithdraw(null),
    );

  return (
    <VoyageCard title={t('payments.title')} headingRef={card.headingRef} anchorId={VOYAGE_ANCHORS.payments}>
      <Stack spacing={2}>
        <CardNoticeAlert notice={card.notice} onClose={() => card.setNotice(null)} />
        {canReport ? (
          <CardAction
            hint={<Typography color="text.secondary">{t('payments.reportHint')}</Typography>}
            icon={<PaymentsOutlinedIcon />}
            label={t('payments.report')}
            onClick={() => {
              card.setNotice(null);
              setIsReporting(true);
            }}
          />
        ) : null}
        {traveller.payments.length === 0 ? (
          <Typography color="text.secondary">{t('payments.none')}</Typography>
        ) : (
          <PaymentsTable
            payments={traveller.payments}
            label={t('payments.table', { name: familyName(traveller) })}
            onWithdraw={
              canAct
                ? (payment) => {
                    card.setFailure(null);
                    setToWithdraw(payment);
                  }
                : undefined
            }
            withdrawingId={card.withdrawingId}
          />
        )}
      </Stack>
      {canAct ? (
        <OpenedOnce open={isReporting}>
          <ReportPaymentDialog
            open={isReporting}
            traveller={traveller}
            picture={picture}
            today={today}
            onClose={() => setIsReporting(false)}
            onReported={(next) => {
              setIsReporting(false);
              card.sent(next, t('payments.reported'));
            }}
            onStale={card.refresh}
            // Everything is paid now and "I have paid" is gone: the focus goes to the card's heading.
            onExited={card.onUploadExited}
          />
        </OpenedOnce>
      ) : null}
      <WithdrawPaymentDialog
        payment={toWithdraw}
        isWithdrawing={card.isWithdrawing}
        failure={card.failure}
        onCancel={() => setToWithdraw(null)}
        onConfirm={(payment) => void confirmWithdraw(payment)}
        onExited={card.onWithdrawExited}
      />
    </VoyageCard>
  );
}
