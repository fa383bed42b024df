import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@voyage/domain';
import { StatGrid } from '../../../components/data/stat-grid.tsx';
import { paths } from '../../../lib/paths.ts';

type DocumentWidgetsProps = {
  dashboard: Pick<Dashboard, 'totals' | 'consentsReceived' | 'consentsAccepted' | 'documentsWaiting'>;
};

/**
 * The trip's documents (docs/product/documents.md#dashboard): how many approved travellers sent the signed
 * consent form and how many of those staff accepted, and the documents waiting for review, which opens the queue.
 */
export function DocumentWidgets({ dashboard }: DocumentWidgetsProps) {
  const { t } = useTranslation('documents');
  const approved = dashboard.totals.travellers;
  const ofApproved = t('dashboard.ofApproved', { count: approved });
  return (
    <StatGrid
      stats={[
        {
          key: 'consentsReceived',
          label: t('dashboard.consentsReceived'),
          value: dashboard.consentsReceived,
          hint: ofApproved,
        },
        {
          key: 'consentsAccepted',
          label: t('dashboard.consentsAccepted'),
          value: dashboard.consentsAccepted,
          hint: ofApproved,
        },
        {
          key: 'documentsWaiting',
          label: t('dashboard.waiting'),
          value: dashboard.documentsWaiting,
          hint: t('dashboard.openQueue'),
          to: paths.documents.href(),
        },
      ]}
    />
  );
}
