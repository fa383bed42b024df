import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { DashboardPayments } from '@voyage/domain';
import { StatGrid } from '../../../components/data/stat-grid.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';
import { PaymentGroupsTable, type PaymentGroupRow } from './payment-groups-table.tsx';

/**
 * The approved travellers' money (docs/product/payments.md#dashboard): what the trip expects, what was
 * received, what waits for staff to confirm, what is still to pay, and what is overdue (in the error
 * colour while there is any); then the same by school and by departure.
 */
export function PaymentWidgets({ payments }: { payments: DashboardPayments }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const isOverdue = payments.overdue.count > 0;
  const schools: PaymentGroupRow[] = payments.bySchool.map(({ schoolId, name, ...money }) => ({
    key: String(schoolId),
    name,
    ...money,
  }));
  const departures: PaymentGroupRow[] = payments.byDeparture.map(({ departureId, label, outboundDate, ...money }) => ({
    key: String(departureId ?? 'none'),
    name:
      label && outboundDate
        ? `${localize(label, fmt.locale)} · ${fmt.date(outboundDate)}`
        : t('dashboard.payments.notPlaced'),
    ...money,
  }));
  return (
    <Stack spacing={3}>
      <StatGrid
        perRow={5}
        stats={[
          {
            key: 'expected',
            label: t('dashboard.stats.moneyExpected'),
            value: fmt.euro(payments.expectedCents),
            hint: t('dashboard.stats.moneyExpectedHint'),
          },
          {
            key: 'received',
            label: t('dashboard.stats.moneyReceived'),
            value: fmt.euro(payments.receivedCents),
            hint: t('dashboard.stats.moneyReceivedHint'),
          },
          {
            key: 'processing',
            label: t('dashboard.stats.moneyProcessing'),
            value: fmt.euro(payments.processingCents),
            hint: t('dashboard.stats.moneyProcessingHint'),
          },
          {
            key: 'outstanding',
            label: t('dashboard.stats.moneyOutstanding'),
            value: fmt.euro(payments.outstandingCents),
            hint: t('dashboard.stats.moneyOutstandingHint'),
          },
          {
            key: 'overdue',
            label: t('dashboard.stats.moneyOverdue'),
            value: (
              <Box component="span" sx={{ color: isOverdue ? 'error.main' : undefined }}>
                {fmt.euro(payments.overdue.cents)}
              </Box>
            ),
            hint: t('dashboard.stats.moneyOverdueHint', { count: payments.overdue.count }),
          },
        ]}
      />
      <Box>
        <PaymentGroupsTable
          title={t('dashboard.payments.bySchool')}
          groupLabel={t('dashboard.payments.columns.school')}
          rows={schools}
          empty={t('dashboard.payments.noSchools')}
        />
      </Box>
      <Box>
        <PaymentGroupsTable
          title={t('dashboard.payments.byDeparture')}
          groupLabel={t('dashboard.payments.columns.departure')}
          rows={departures}
          empty={t('dashboard.payments.noDepartures')}
        />
      </Box>
    </Stack>
  );
}
