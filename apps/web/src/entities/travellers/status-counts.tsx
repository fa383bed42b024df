import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@voyage/domain';
import { StatGrid } from '../../components/data/stat-grid.tsx';
import { useFormatters } from '../../components/data/use-formatters.ts';

/**
 * A trip's registrations by status, each a card: Processing counts the review queue and those still
 * waiting for the family's e-mail confirmation together; Deleted is counted apart from every total.
 */
export function StatusCounts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('components');
  const fmt = useFormatters();
  const count = (status: string) => dashboard.byStatus[status] ?? 0;
  return (
    <StatGrid
      perRow={5}
      stats={[
        {
          key: 'pending',
          label: t('status.pending'),
          value: fmt.number(dashboard.reviewQueue + dashboard.awaitingEmailConfirmation),
          hint: t('statusCounts.pendingHint', {
            queue: fmt.number(dashboard.reviewQueue),
            waiting: fmt.number(dashboard.awaitingEmailConfirmation),
          }),
        },
        { key: 'approved', label: t('status.approved'), value: fmt.number(count('approved')) },
        { key: 'rejected', label: t('status.rejected'), value: fmt.number(count('rejected')) },
        { key: 'cancelled', label: t('status.cancelled'), value: fmt.number(count('cancelled')) },
        { key: 'deleted', label: t('status.deleted'), value: fmt.number(dashboard.deleted) },
      ]}
    />
  );
}
