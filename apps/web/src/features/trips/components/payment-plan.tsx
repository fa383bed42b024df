import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Instalment } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { localize } from '../../../lib/localized.ts';

/** The instalments in due order: a handful of rows, so a plain table rather than the data grid. */
export function PaymentPlan({ instalments }: { instalments: readonly Instalment[] }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  const rows = [...instalments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('trip.paymentPlan')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.instalment')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell>{t('columns.dueDate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{localize(row.label, fmt.locale)}</TableCell>
              <TableCell align="right">{fmt.euro(row.amountCents)}</TableCell>
              <TableCell>{fmt.date(row.dueDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
