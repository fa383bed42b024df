import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Payment } from '@voyage/domain';
import { PaymentStatusChip } from '../../../components/data/status-chip.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { RecordItem, RecordList } from './record-list.tsx';
import { VoyageCard } from './voyage-card.tsx';

/** The transfers the office has on record for this traveller, and whether each has been received. */
export function PaymentsList({ payments, paidCents }: { payments: readonly Payment[]; paidCents: number }) {
  const { t } = useTranslation(['myVoyage', 'admin']);
  const fmt = useFormatters();
  return (
    <VoyageCard title={t('payments.title')}>
      <Typography sx={{ mb: 2 }}>{t('payments.paidSoFar', { amount: fmt.euro(paidCents) })}</Typography>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{t('payments.none')}</Typography>
      ) : (
        <RecordList>
          {payments.map((payment) => (
            <RecordItem
              key={payment.id}
              title={fmt.euro(payment.amountCents)}
              note={
                payment.receivedAt
                  ? t('payments.received', { date: fmt.day(payment.receivedAt) })
                  : t('payments.submitted', { date: fmt.day(payment.submittedAt) })
              }
              status={<PaymentStatusChip status={payment.status} />}
            />
          ))}
        </RecordList>
      )}
    </VoyageCard>
  );
}
