import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type MessagesDialogProps = { open: boolean; onClose(): void };

/** The user's messages. None exist yet; the panel says so plainly. */
export function MessagesDialog({ open, onClose }: MessagesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('userMenu.messages')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', py: 2, color: 'text.secondary' }}>
          <MarkEmailReadOutlinedIcon sx={{ fontSize: 40 }} />
          <Typography>{t('userMenu.noMessages')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
