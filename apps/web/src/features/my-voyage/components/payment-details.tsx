import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { tripQuery } from '../../../lib/api/get-trip.ts';
import { localize } from '../../../lib/localized.ts';
import { VoyageCard } from './voyage-card.tsx';

/** For an approved traveller: where to pay, with which reference, and how much by when. */
export function PaymentDetails({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation(['myVoyage', 'admin']);
  const fmt = useFormatters();
  const trip = useQuery(tripQuery(traveller.tripId));
  return (
    <VoyageCard title={t('payment.title')}>
      <QueryState query={trip} what="trip bank details" skeleton={<DetailSkeleton lines={6} />}>
        {({ bankDetails, payments }) => (
          <Stack spacing={2.5}>
            <Typography>{t('payment.lead')}</Typography>
            <DetailList
              items={[
                { label: t('admin:bank.beneficiary'), value: bankDetails.beneficiary },
                { label: t('admin:bank.accountNumber'), value: bankDetails.accountNumber },
                { label: t('admin:bank.bank'), value: bankDetails.bank },
                { label: t('admin:bank.bic'), value: bankDetails.bic },
                { label: t('payment.reference'), value: traveller.personalCode ?? t('payment.referenceLater') },
              ]}
            />
            <div>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {t('payment.plan')}
              </Typography>
              <DetailList
                items={payments.map((instalment) => ({
                  label: localize(instalment.label, fmt.locale),
                  value: t('payment.amountBy', {
                    amount: fmt.euro(instalment.amountCents),
                    date: fmt.date(instalment.dueDate),
                  }),
                }))}
              />
            </div>
          </Stack>
        )}
      </QueryState>
    </VoyageCard>
  );
}
