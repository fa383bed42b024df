import { useTranslation } from 'react-i18next';
import { LEDGER_FORMATS } from '@voyage/domain';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { ledgerUrl } from '../api/ledger-url.ts';

/** The trip's ledger for the accountant, as CSV or Excel: plain links the browser saves. */
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
