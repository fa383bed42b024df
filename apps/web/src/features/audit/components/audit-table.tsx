import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AuditEntry } from '@voyage/domain';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { AboutText, ActionText, ActorText } from './audit-entry-parts.tsx';

/** One page of the log as a table (wider screens; phones get `AuditCards`). */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const fmt = useFormatters();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('audit.table')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('columns.time')}</TableCell>
            <TableCell scope="col">{t('columns.actor')}</TableCell>
            <TableCell scope="col">{t('columns.action')}</TableCell>
            <TableCell scope="col">{t('columns.entity')}</TableCell>
            <TableCell scope="col">{t('columns.address')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.at}>{fmt.dateTime(entry.at)}</time>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
                <ActorText entry={entry} />
              </TableCell>
              <TableCell sx={{ fontWeight: 500, minWidth: 140 }}>
                <ActionText action={entry.action} />
              </TableCell>
              <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>
                <AboutText entry={entry} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{entry.ip ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
