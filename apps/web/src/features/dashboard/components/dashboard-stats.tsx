import { useTranslation } from 'react-i18next';
import { escortsNeeded, type Dashboard } from '@voyage/domain';
import { StatGrid } from '../../../components/data/stat-grid.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The trip's registrations and what waits for someone: the review queue (staff; the card opens the Pending
 * tab) apart from the registrations still waiting for the family's e-mail confirmation, and the consent
 * forms due this week or overdue.
 */
export function RegistrationStats({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const approved = dashboard.byStatus.approved ?? 0;
  return (
    <StatGrid
      perRow={3}
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
        {
          key: 'queue',
          label: t('dashboard.stats.pending'),
          value: fmt.number(dashboard.reviewQueue),
          hint: t('dashboard.stats.pendingHint'),
          to: paths.registrations.href(),
        },
        {
          key: 'awaiting',
          label: t('dashboard.stats.awaitingConfirmation'),
          value: fmt.number(dashboard.awaitingEmailConfirmation),
          hint: t('dashboard.stats.awaitingConfirmationHint'),
        },
        {
          key: 'consentsDue',
          label: t('dashboard.stats.consentsDue'),
          value: fmt.number(dashboard.consentsDueThisWeek),
          hint: t('dashboard.stats.consentsDueHint'),
        },
        {
          key: 'consentsOverdue',
          label: t('dashboard.stats.consentsOverdue'),
          value: fmt.number(dashboard.consentsOverdue),
          hint: t('dashboard.stats.consentsOverdueHint'),
        },
      ]}
    />
  );
}
