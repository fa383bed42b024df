import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Admin } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';

type AdminsTableProps = { admins: readonly Admin[]; currentUserId: string | undefined; onRevoke(admin: Admin): void };

/** The administrators; anyone but yourself can have the role taken away. */
export function AdminsTable({ admins, currentUserId, onRevoke }: AdminsTableProps) {
  const { t } = useTranslation('admins');
  const format = useFormatters();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell>{t('columns.since')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => {
            const isSelf = admin.id === currentUserId;
            return (
              <TableRow key={admin.id}>
                <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>
                  {admin.name}
                  {isSelf ? <Chip size="small" label={t('list.you')} sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{admin.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.day(admin.since)}</TableCell>
                <TableCell align="right">
                  <Button
                    color="error"
                    size="small"
                    disabled={isSelf}
                    onClick={() => onRevoke(admin)}
                    aria-label={t('list.revokeNamed', { name: admin.name || admin.email })}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('list.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
