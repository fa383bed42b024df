import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { LEDGER_FORMATS } from '@voyage/domain';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import type { FixedFilters, ListState } from '../../../lib/lists/list-state.ts';
import { ledgerUrl } from '../api/ledger-url.ts';

/** The trip's ledger for the accountant, as CSV, Excel or PDF: plain links the browser saves. */
export function LedgerMenu({ tripId }: { tripId: number }) {
  const { t } = useTranslation('payments');
  return (
    <ExportMenu
      label={t('ledger.button')}
      formats={LEDGER_FORMATS}
      href={(format) => ledgerUrl(tripId, format)}
      formatLabel={(format) => t(`ledger.${format}`)}
    />
  );
}

type QueueOnScreen = { path: string; state: ListState; fixed: FixedFilters };

/** The payments screen's files: the queue as it is shown (the tab, filters, search, order) and the ledger. */
export function PaymentExports({ tripId, queue }: { tripId: number; queue: QueueOnScreen }) {
  const { t } = useTranslation('exports');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListExportMenu
        label={t('payments')}
        path={queue.path}
        tripId={tripId}
        list={{ state: queue.state, fixed: queue.fixed }}
      />
      <LedgerMenu tripId={tripId} />
    </Stack>
  );
}
