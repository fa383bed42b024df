import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnnouncementDetail, DeliveryState } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useAnnouncement, useCancelAnnouncement } from '../api/announcements.ts';

const STATE_COLOURS: Record<DeliveryState, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

function Details({ detail }: { detail: AnnouncementDetail }) {
  const { t } = useTranslation('announcements');
  return (
    <Stack spacing={2}>
      {(['el', 'en'] as const).map((language) => (
        <Box key={language}>
          <Typography variant="overline">{t(`languages.${language}`)}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{detail.subject[language]}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{detail.body[language]}</Typography>
        </Box>
      ))}
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('detail.recipients', { count: detail.deliveries.length })}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {detail.deliveries.map((delivery) => (
          <Box
            component="li"
            key={delivery.email}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 1,
              p: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography>{delivery.guardianName}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {delivery.email} · {t(`languages.${delivery.language}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {delivery.children.join(', ')}
              </Typography>
            </Box>
            <Chip size="small" color={STATE_COLOURS[delivery.state]} label={t(`states.${delivery.state}`)} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** One announcement: its texts, each recipient's delivery state, and cancelling it while it waits for its time. */
export function AnnouncementDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(['announcements', 'common']);
  const detail = useAnnouncement(id);
  const cancel = useCancelAnnouncement();
  const [failure, setFailure] = useState<string | null>(null);
  const onCancel = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(id!);
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('detail.title')}</DialogTitle>
      {/* A long list of recipients scrolls here: the keyboard reaches the box to scroll it. */}
      <DialogContent dividers tabIndex={0}>
        <FormNotice notice={failure} sx={{ mb: 2 }} />
        {detail.data ? <Details detail={detail.data} /> : <Typography>{t('detail.loading')}</Typography>}
      </DialogContent>
      <DialogActions>
        {detail.data?.status === 'scheduled' ? (
          <Button color="error" onClick={onCancel} loading={cancel.isPending}>
            {t('detail.cancel')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
