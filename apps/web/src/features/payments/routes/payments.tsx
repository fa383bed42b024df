import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { PaymentCards } from '../../../components/payments/payment-cards.tsx';
import { usePaymentDialogs, type PaymentDialogRequest } from '../../../components/payments/use-payment-dialogs.tsx';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { usePaymentQueue, type PaymentQueueStatus } from '../api/get-payment-queue.ts';
import { LedgerMenu } from '../components/ledger-menu.tsx';
import { PaymentQueueTable } from '../components/payment-queue-table.tsx';

const TABS = ['pending', 'all'] as const satisfies readonly PaymentQueueStatus[];

/**
 * `/admin/payments`: the selected trip's receipts waiting for confirmation, oldest first, each confirmed or
 * rejected here; the All tab keeps the history, and the ledger downloads from the header.
 */
export default function PaymentsScreen() {
  const { t, i18n } = useTranslation('payments');
  const { tripId, trip } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const tab: PaymentQueueStatus = params.get('tab') === 'all' ? 'all' : 'pending';
  const waiting = usePaymentQueue(tripId, 'pending');
  const all = usePaymentQueue(tripId, 'all', { enabled: tab === 'all' });
  const query = tab === 'pending' ? waiting : all;
  const { openDialog, outcome, dialogs } = usePaymentDialogs();
  const onAction = useCallback((request: PaymentDialogRequest) => openDialog(request), [openDialog]);
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const baseId = useId();
  const tabLabel = (key: PaymentQueueStatus) => {
    const label = t(`queue.tabs.${key}`);
    const rows = key === 'pending' ? waiting.data : undefined;
    return rows ? t('queue.tabWithCount', { label, count: rows.length }) : label;
  };
  const label = t(`queue.table.${tab}`);

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={<LedgerMenu tripId={tripId} />}
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {tab === 'pending' ? t('queue.hint') : t('queue.hintAll')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: PaymentQueueStatus) =>
            setParams(next === 'pending' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('queue.tabsLabel')}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`${baseId}-tab-${key}`}
              aria-controls={`${baseId}-panel-${key}`}
              label={tabLabel(key)}
            />
          ))}
        </Tabs>
      </Box>
      {outcome}
      <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
        <QueryState
          query={query}
          what={tab === 'pending' ? 'payments waiting' : 'payments'}
          skeleton={<TableSkeleton />}
          isEmpty={(rows) => rows.length === 0}
          emptyMessage={tab === 'pending' ? t('queue.empty') : t('queue.emptyAll')}
        >
          {(rows) =>
            isNarrow ? (
              <PaymentCards tripId={tripId} label={label} rows={rows} onAction={onAction} />
            ) : (
              <PaymentQueueTable tripId={tripId} status={tab} label={label} rows={rows} onAction={onAction} />
            )
          }
        </QueryState>
      </div>
      {dialogs}
    </>
  );
}
