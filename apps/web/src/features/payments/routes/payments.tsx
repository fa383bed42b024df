import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { PaymentQueueRow } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ReviewQueueTabs } from '../../../components/review/review-queue-tabs.tsx';
import { ListSection } from '../../../components/data/list-section.tsx';
import { PaymentCards } from '../../../entities/payments/payment-cards.tsx';
import { usePaymentDialogs, type PaymentDialogRequest } from '../../../entities/payments/use-payment-dialogs.tsx';
import { useListCount } from '../../../lib/api/list-page.ts';
import { PAYMENT_QUEUE_LIST } from '../../../lib/lists/list-specs.ts';
import { isNarrowed } from '../../../lib/lists/list-state.ts';
import { useUrlListState } from '../../../lib/lists/use-list-state.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { paymentQueueList, type PaymentQueueTab } from '../api/payment-queue.ts';
import { PaymentExports } from '../components/ledger-menu.tsx';
import { PaymentQueueTable } from '../components/payment-queue-table.tsx';
import { ReviewQueueBody } from '../../../components/review/review-queue-body.tsx';

const TABS = ['pending', 'all'] as const satisfies readonly PaymentQueueTab[];

/**
 * `/admin/payments`: the selected trip's receipts waiting for confirmation, oldest first, each confirmed or
 * rejected here; the All tab keeps the history, and the ledger downloads from the header. The API pages,
 * sorts, filters and searches the list; its page, order, search and filters are in the address beside the tab.
 */
export default function PaymentsScreen() {
  const { t, i18n } = useTranslation(['payments', 'components']);
  const { tripId, trip } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const tab: PaymentQueueTab = params.get('tab') === 'all' ? 'all' : 'pending';
  const control = useUrlListState(PAYMENT_QUEUE_LIST);
  const list = paymentQueueList(tripId, tab);
  const waiting = paymentQueueList(tripId, 'pending');
  const waitingCount = useListCount(waiting.listKey, waiting.path, tripId, waiting.fixed).data;
  const { openDialog, outcome, dialogs } = usePaymentDialogs();
  const onAction = useCallback((request: PaymentDialogRequest) => openDialog(request), [openDialog]);
  const tabLabel = (key: PaymentQueueTab) => {
    const label = t(`queue.tabs.${key}`);
    return key === 'pending' && waitingCount !== undefined
      ? t('queue.tabWithCount', { label, count: waitingCount })
      : label;
  };
  const label = t(`queue.table.${tab}`);

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <PaymentExports tripId={tripId} queue={{ path: list.path, state: control.state, fixed: list.fixed }} />
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {tab === 'pending' ? t('queue.hint') : t('queue.hintAll')}
      </Typography>
      <ReviewQueueTabs
        tabs={TABS}
        tab={tab}
        label={t('queue.tabsLabel')}
        tabLabel={tabLabel}
        onChange={(next) => setParams(next === 'pending' ? {} : { tab: next }, { replace: true })}
        outcome={outcome}
      >
        <ListSection<PaymentQueueRow>
          key={tab}
          {...list}
          tripId={tripId}
          control={control}
          what={tab === 'pending' ? 'payments waiting' : 'payments'}
        >
          {(page, server, loading) => (
            <ReviewQueueBody
              isEmpty={page.total === 0 && !isNarrowed(control.state)}
              emptyMessage={tab === 'pending' ? t('queue.empty') : t('queue.emptyAll')}
              rowCount={page.rows.length}
              noMatchMessage={t('components:empty.results')}
              server={server}
              cards={<PaymentCards tripId={tripId} label={label} rows={page.rows} onAction={onAction} />}
              table={
                <PaymentQueueTable
                  tripId={tripId}
                  tab={tab}
                  label={label}
                  rows={page.rows}
                  server={server}
                  loading={loading}
                  onAction={onAction}
                />
              }
            />
          )}
        </ListSection>
      </ReviewQueueTabs>
      {dialogs}
    </>
  );
}
