import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminInvitation } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { PhoneRows } from './phone-rows.tsx';

type InvitationsTableProps = {
  invitations: readonly AdminInvitation[];
  revokingId: string | null;
  onRevoke(invitation: AdminInvitation): void;
};

/** Invitations not yet accepted; withdrawing one makes its link useless. */
export function InvitationsTable({ invitations, revokingId, onRevoke }: InvitationsTableProps) {
  const { t } = useTranslation('admins');
  const format = useFormatters();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const revokeButton = (invitation: AdminInvitation) => (
    <Button
      color="error"
      size="small"
      loading={revokingId === invitation.id}
      onClick={() => onRevoke(invitation)}
      aria-label={t('pending.revokeNamed', { email: invitation.email })}
    >
      {t('pending.revoke')}
    </Button>
  );
  if (isPhone) {
    return (
      <PhoneRows
        label={t('pending.title')}
        rows={invitations.map((invitation) => ({
          id: invitation.id,
          title: invitation.email,
          lines: [
            t('pending.invitedBy', { name: invitation.invitedBy ?? t('pending.unknownInviter') }),
            t('pending.expires', { date: format.dateTime(invitation.expiresAt) }),
          ],
          action: revokeButton(invitation),
        }))}
      />
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('pending.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell>{t('columns.invitedBy')}</TableCell>
            <TableCell>{t('columns.expires')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'break-word' }}>{invitation.email}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{invitation.invitedBy ?? t('pending.unknownInviter')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(invitation.expiresAt)}</TableCell>
              <TableCell align="right">{revokeButton(invitation)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
