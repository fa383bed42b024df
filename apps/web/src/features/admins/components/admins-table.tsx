import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Admin } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { PhoneRows } from './phone-rows.tsx';

type AdminsTableProps = {
  admins: readonly Admin[];
  currentUserId: string | undefined;
  onRevoke(admin: Admin): void;
  onResetTwoFactor(admin: Admin): void;
  onChangeRole(admin: Admin): void;
};

/**
 * The administrators and whether each has set up an authenticator; anyone but yourself can have the role
 * taken away, or a lost authenticator reset.
 */
export function AdminsTable({ admins, currentUserId, onRevoke, onResetTwoFactor, onChangeRole }: AdminsTableProps) {
  const { t } = useTranslation('admins');
  const format = useFormatters();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const revokeButton = (admin: Admin, isSelf: boolean) => (
    <Button
      color="error"
      size="small"
      disabled={isSelf}
      onClick={() => onRevoke(admin)}
      aria-label={t('list.revokeNamed', { name: admin.name, email: admin.email })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('list.revoke')}
    </Button>
  );
  const resetButton = (admin: Admin, isSelf: boolean) => (
    <Button
      size="small"
      disabled={isSelf || !admin.twoFactorEnabled}
      onClick={() => onResetTwoFactor(admin)}
      aria-label={t('list.resetTwoFactorNamed', { name: admin.name, email: admin.email })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('list.resetTwoFactor')}
    </Button>
  );
  const roleButton = (admin: Admin) => (
    <Button
      size="small"
      onClick={() => onChangeRole(admin)}
      aria-label={t('roles.changeNamed', { name: admin.name, email: admin.email })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('roles.change')}
    </Button>
  );
  const actions = (admin: Admin, isSelf: boolean) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {roleButton(admin)}
      {resetButton(admin, isSelf)}
      {revokeButton(admin, isSelf)}
    </Stack>
  );
  const twoFactorText = (admin: Admin) => t(admin.twoFactorEnabled ? 'list.twoFactorOn' : 'list.twoFactorOff');
  if (isPhone) {
    return (
      <PhoneRows
        label={t('list.title')}
        rows={admins.map((admin) => {
          const isSelf = admin.id === currentUserId;
          return {
            id: admin.id,
            title: (
              <>
                {admin.name}
                {isSelf ? <Chip size="small" label={t('list.you')} sx={{ ml: 1 }} /> : null}
              </>
            ),
            lines: [
              admin.email,
              t(`roles.names.${admin.role}`),
              t('list.since', { date: format.day(admin.since) }),
              twoFactorText(admin),
            ],
            action: actions(admin, isSelf),
          };
        })}
      />
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell>{t('columns.role')}</TableCell>
            <TableCell>{t('columns.since')}</TableCell>
            <TableCell>{t('columns.twoFactor')}</TableCell>
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
                <TableCell sx={{ minWidth: 200, overflowWrap: 'break-word' }}>{admin.email}</TableCell>
                <TableCell>{t(`roles.names.${admin.role}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.day(admin.since)}</TableCell>
                <TableCell>{twoFactorText(admin)}</TableCell>
                <TableCell align="right">{actions(admin, isSelf)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
