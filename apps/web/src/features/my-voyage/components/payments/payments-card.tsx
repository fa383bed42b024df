import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Payment, PaymentPicture, Traveller } from '@voyage/domain';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { refreshMyVoyage, showTraveller } from '../../api/show-traveller.ts';
import { useWithdrawPayment } from '../../api/withdraw-payment.ts';
import { familyName } from '../family-name.ts';
import { PaymentsTable } from './payments-table.tsx';
import { ReportPaymentDialog } from './report-payment-dialog.tsx';
import { VoyageCard } from '../voyage-card.tsx';
import { WithdrawPaymentDialog } from './withdraw-payment-dialog.tsx';

type PaymentsCardProps = {
  traveller: Traveller;
  /** Given while the family may pay (an approved registration): "I have paid" and "Withdraw" are offered. */
  picture?: PaymentPicture;
  today: string;
};

type Notice = { severity: 'success' | 'info' | 'warning'; text: string };

/**
 * The traveller's payments (docs/product/my-voyage.md#payments), with "I have paid" while something is
 * left to pay and "Withdraw" on a receipt still waiting for staff. What an action did is said in a
 * status message at the top of the card.
 */
export function PaymentsCard({ traveller, picture, today }: PaymentsCardProps) {
  const { t } = useTranslation('myVoyage');
  const queryClient = useQueryClient();
  const withdraw = useWithdrawPayment();
  const [isReporting, setIsReporting] = useState(false);
  const [toWithdraw, setToWithdraw] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isHeadingNext = useRef(false);
  const canAct = picture !== undefined;
  const canReport = canAct && picture.toPayCents > 0;

  const confirmWithdraw = async (payment: Payment) => {
    setFailure(null);
    try {
      await withdraw.mutateAsync({ travellerId: traveller.id, paymentId: payment.id });
      setNotice({ severity: 'info', text: t('payments.withdrawn') });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 409)) return setFailure(apiErrorMessage(t, error));
      setNotice({ severity: 'warning', text: t('payments.alreadyReviewed') });
    }
    // The button is gone with the Processing payment: the focus goes to the card's heading.
    isHeadingNext.current = true;
    setToWithdraw(null);
  };

  return (
    <VoyageCard title={t('payments.title')} headingRef={headingRef}>
      <Stack spacing={2}>
        {notice ? (
          <Alert severity={notice.severity} role="status" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : null}
        {canReport ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Typography color="text.secondary">{t('payments.reportHint')}</Typography>
            <Button
              variant="contained"
              startIcon={<PaymentsOutlinedIcon />}
              onClick={() => {
                setNotice(null);
                setIsReporting(true);
              }}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t('payments.report')}
            </Button>
          </Box>
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
                    setFailure(null);
                    setToWithdraw(payment);
                  }
                : undefined
            }
            withdrawingId={withdraw.isPending ? (withdraw.variables?.paymentId ?? null) : null}
          />
        )}
      </Stack>
      {canAct ? (
        <ReportPaymentDialog
          open={isReporting}
          traveller={traveller}
          picture={picture}
          today={today}
          onClose={() => setIsReporting(false)}
          onReported={(next) => {
            showTraveller(queryClient, next);
            void refreshMyVoyage(queryClient);
            setIsReporting(false);
            setNotice({ severity: 'success', text: t('payments.reported') });
          }}
          onStale={() => void refreshMyVoyage(queryClient)}
          onExited={() => {
            // Everything is paid now and "I have paid" is gone: the focus goes to the card's heading.
            if (document.activeElement === document.body) headingRef.current?.focus();
          }}
        />
      ) : null}
      <WithdrawPaymentDialog
        payment={toWithdraw}
        isWithdrawing={withdraw.isPending}
        failure={failure}
        onCancel={() => setToWithdraw(null)}
        onConfirm={(payment) => void confirmWithdraw(payment)}
        onExited={() => {
          if (!isHeadingNext.current) return;
          isHeadingNext.current = false;
          headingRef.current?.focus();
        }}
      />
    </VoyageCard>
  );
}
