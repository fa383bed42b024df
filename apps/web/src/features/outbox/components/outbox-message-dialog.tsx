import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { OutboxMessageDetail } from '@voyage/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { LoadError } from '../../../components/data/load-error.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { useOutboxMessage } from '../api/get-outbox.ts';
import { LinkedText } from './linked-text.tsx';
import { OutboxStatusChip } from '../../../entities/messages/outbox-status-chip.tsx';

type OutboxMessageDialogProps = { id: string | null; onClose(): void };

/**
 * One message: who, what, how its delivery went, and its text with clickable links; a link that would act as
 * the family is withheld by the server, and the dialog says how they get a new one.
 */
export function OutboxMessageDialog({ id, onClose }: OutboxMessageDialogProps) {
  const { t } = useTranslation('outbox');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Keeps showing the last message while the dialog fades out.
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const query = useOutboxMessage(shownId);
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {query.data?.subject ?? t('dialog.title')}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? <DetailSkeleton lines={6} /> : null}
        {query.isError ? (
          <LoadError what="outbox message" error={query.error} onRetry={() => void query.refetch()} />
        ) : null}
        {query.data ? <MessageDetail message={query.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function MessageDetail({ message }: { message: OutboxMessageDetail }) {
  const { t } = useTranslation('outbox');
  const format = useFormatters();
  return (
    <Stack spacing={2.5}>
      <DetailList
        items={[
          { label: t('columns.to'), value: message.to },
          {
            label: t('columns.template'),
            value: t(`templates.${message.template}`, { defaultValue: message.template }),
          },
          { label: t('columns.status'), value: <OutboxStatusChip status={message.status} /> },
          { label: t('columns.attempts'), value: format.number(message.attempts) },
          { label: t('columns.createdAt'), value: format.dateTime(message.createdAt) },
          { label: t('columns.sentAt'), value: message.sentAt ? format.dateTime(message.sentAt) : t('dialog.notSent') },
          ...(message.lastError ? [{ label: t('columns.lastError'), value: message.lastError }] : []),
        ]}
      />
      <section aria-label={t('dialog.text')}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('dialog.text')}
        </Typography>
        {message.textBody === null ? (
          <Alert severity="info">{t('dialog.bodyGone')}</Alert>
        ) : (
          <Stack spacing={1.5}>
            {message.linkWithheld ? (
              <Alert severity="info">
                {t('dialog.linkWithheld')} {t(`dialog.newLink.${message.template}`, { defaultValue: '' })}
              </Alert>
            ) : null}
            <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
              <LinkedText text={message.textBody} />
            </Paper>
          </Stack>
        )}
      </section>
    </Stack>
  );
}
