import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HealthMissingRow } from '@voyage/domain';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { visuallyHidden } from '../../../components/data/visually-hidden.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useMissingHealth, useSendHealthReminders } from '../api/health-dashboard.ts';
import type { MissingListChoice } from './health-table.tsx';

type Props = { tripId: number; choice: MissingListChoice | null; onClose(): void };

/**
 * Who is missing what in the health records (docs/product/health.md#dashboard): each traveller, the guardian,
 * the sections not saved, the last reminder; a reminder to one family, or to all of a departure after a confirm.
 */
export function HealthMissingDialog({ tripId, choice, onClose }: Props) {
  const { t } = useTranslation('admin');
  const missing = useMissingHealth(tripId, choice?.departureId, choice !== null);
  const send = useSendHealthReminders(tripId);
  const [isConfirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const count = missing.data?.length ?? 0;
  const remind = async (to: { travellerId: string } | { departureId: number }) => {
    setNotice(null);
    try {
      const result = await send.mutateAsync(to);
      setNotice({
        kind: 'success',
        text: t('dashboard.health.remindersSent', { count: result.sent, skipped: result.alreadyRemindedToday }),
      });
    } catch (error) {
      setNotice({ kind: 'error', text: apiErrorMessage(t, error) });
    }
  };
  const close = () => {
    setNotice(null);
    onClose();
  };
  return (
    <Dialog open={choice !== null} onClose={close} maxWidth="lg" fullWidth aria-labelledby="health-missing-title">
      <DialogTitle id="health-missing-title">
        {t('dashboard.health.missingTitle', { name: choice?.name ?? '' })}
      </DialogTitle>
      <DialogContent>
        {notice ? (
          <Alert severity={notice.kind} sx={{ mb: 2 }} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        ) : null}
        <QueryState query={missing} what="health records missing" skeleton={<TableSkeleton />}>
          {(rows) => (
            <MissingTable rows={rows} isSending={send.isPending} onRemind={(travellerId) => remind({ travellerId })} />
          )}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {choice?.departureId !== undefined && count > 0 ? (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={send.isPending}>
            {t('dashboard.health.remindAll', { count })}
          </Button>
        ) : null}
        <Button onClick={close}>{t('dashboard.health.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={isConfirming}
        layout="question"
        title={t('dashboard.health.confirmTitle')}
        description={t('dashboard.health.confirmText', { count, name: choice?.name ?? '' })}
        confirmLabel={t('dashboard.health.confirmSend', { count })}
        cancelLabel={t('dashboard.health.cancel')}
        isPending={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (choice?.departureId !== undefined) await remind({ departureId: choice.departureId });
          setConfirming(false);
        }}
      />
    </Dialog>
  );
}

function MissingTable({
  rows,
  isSending,
  onRemind,
}: {
  rows: HealthMissingRow[];
  isSending: boolean;
  onRemind(travellerId: string): void;
}) {
  const { t } = useTranslation(['admin', 'myVoyage']);
  const fmt = useFormatters();
  if (rows.length === 0) return <Alert severity="success">{t('dashboard.health.noneMissing')}</Alert>;
  return (
    <Table size="small" aria-label={t('dashboard.health.whoIsMissing')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('dashboard.health.columns.traveller')}</TableCell>
          <TableCell>{t('dashboard.health.columns.guardian')}</TableCell>
          <TableCell>{t('dashboard.health.columns.whatMissing')}</TableCell>
          <TableCell>{t('dashboard.health.columns.lastReminder')}</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {t('dashboard.health.columns.action')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`;
          return (
            <TableRow key={row.travellerId}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell>{`${row.guardianName} (${row.guardianEmail})`}</TableCell>
              <TableCell>
                {row.missing.map((section) => t(`myVoyage:health.sections.${section}.title`)).join(', ')}
              </TableCell>
              <TableCell>
                {row.lastReminderAt ? fmt.dateTime(row.lastReminderAt) : t('dashboard.health.never')}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => onRemind(row.travellerId)}
                  disabled={isSending}
                  aria-label={t('dashboard.health.remindOne', { name })}
                >
                  {t('dashboard.health.remind')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
