import { Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PaymentQueueRow } from '@voyage/domain';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ReviewQueueSection } from '../../../components/review/review-queue-section.tsx';
import { PaymentCards } from '../../../entities/payments/payment-cards.tsx';
import { usePaymentDialogs, type PaymentDialogRequest } from '../../../entities/payments/use-payment-dialogs.tsx';
import { PAYMENT_QUEUE_LIST } from '../../../lib/lists/list-specs.ts';
import { isNarrowed } from '../../../lib/lists/list-state.ts';
import { useUrlListState } from '../../../lib/lists/use-list-state.ts';
import { tripTitle } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';
import { paymentQueueList, type PaymentQueueTab } from '../api/payment-queue.ts';
import { PaymentExports } from '../components/ledger-menu.tsx';
import { ImportStatementDialog } from '../components/import-statement-dialog.tsx';
import { PaymentQueueTable } from '../components/payment-queue-table.tsx';
import { WaitingLinesSection } from '../components/waiting-lines-section.tsx';
import { RefundsSection } from '../components/refunds-section.tsx';

/**
 * `/admin/payments`: the selected trip's receipts waiting for confirmation, oldest first, each confirmed or
 * rejected here; the All tab keeps the history, the ledger downloads from the header, and To refund below
 * lists the refunds owed after cancellations. The API pages,
 * sorts, filters and searches the list; its page, order, search and filters are in the address beside the tab.
 */
export default function PaymentsScreen() {
  const { t, i18n } = useTranslation(['payments', 'components']);
  const { tripId, trip } = useSelectedTrip();
  const [params, setParams] = useSearchParams();
  const tab: PaymentQueueTab = params.get('tab') === 'all' ? 'all' : 'pending';
  const control = useUrlListState(PAYMENT_QUEUE_LIST);
  const list = paymentQueueList(tripId, tab);
  const { openDialog, outcome, dialogs } = usePaymentDialogs();
  const [importing, setImporting] = useState(false);
  const onAction = useCallback((request: PaymentDialogRequest) => openDialog(request), [openDialog]);

  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={tripTitle(trip, i18n.language)}
        actions={
          <>
            <Button variant="outlined" onClick={() => setImporting(true)}>
              {t('statements.button')}
            </Button>
            <PaymentExports tripId={tripId} queue={{ path: list.path, state: control.state, fixed: list.fixed }} />
          </>
        }
      />
      <ReviewQueueSection<PaymentQueueRow>
        tab={tab}
        onTabChange={(next) => setParams(next === 'pending' ? {} : { tab: next }, { replace: true })}
        word={(key, values) => t(`queue.${key}`, values)}
        noMatch={t('components:empty.results')}
        list={list}
        waiting={paymentQueueList(tripId, 'pending')}
        tripId={tripId}
        control={control}
        what={tab === 'pending' ? 'payments waiting' : 'payments'}
        isFiltered={isNarrowed(control.state)}
        outcome={outcome}
        cards={(page) => <PaymentCards {...page} tripId={tripId} onAction={onAction} />}
        table={(page) => <PaymentQueueTable {...page} tripId={tripId} tab={tab} onAction={onAction} />}
      />
      <WaitingLinesSection tripId={tripId} />
      <ImportStatementDialog tripId={tripId} open={importing} onClose={() => setImporting(false)} />
      <RefundsSection tripId={tripId} />
      {dialogs}
    </>
  );
}
