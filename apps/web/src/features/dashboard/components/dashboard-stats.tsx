import { useTranslation } from 'react-i18next';
import { escortsNeeded, type Dashboard } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { StatGrid } from './stat-grid.tsx';

export function RegistrationStats({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const approved = dashboard.byStatus.approved ?? 0;
  return (
    <StatGrid
      stats={[
        {
          key: 'registrations',
          label: t('dashboard.stats.registrations'),
          value: fmt.number(dashboard.totals.registrations),
        },
        {
          key: 'approved',
          label: t('dashboard.stats.approved'),
          value: fmt.number(approved),
          hint: t('dashboard.stats.escorts', { count: escortsNeeded(approved) }),
        },
        { key: 'pending', label: t('dashboard.stats.pending'), value: fmt.number(dashboard.byStatus.pending ?? 0) },
        {
          key: 'awaiting',
          label: t('dashboard.stats.awaitingConfirmation'),
          value: fmt.number(dashboard.awaitingEmailConfirmation),
          hint: t('dashboard.stats.awaitingConfirmationHint'),
        },
      ]}
    />
  );
}

/** Money arrives in cents and is shown in euro. */
export function MoneyStats({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const { money } = dashboard;
  return (
    <StatGrid
      stats={[
        { key: 'expected', label: t('dashboard.stats.moneyExpected'), value: fmt.euro(money.expectedCents) },
        { key: 'received', label: t('dashboard.stats.moneyReceived'), value: fmt.euro(money.receivedCents) },
        { key: 'review', label: t('dashboard.stats.moneyPendingReview'), value: fmt.euro(money.pendingReviewCents) },
        { key: 'outstanding', label: t('dashboard.stats.moneyOutstanding'), value: fmt.euro(money.outstandingCents) },
      ]}
    />
  );
}
