import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Admin } from '@voyage/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRevokeAdmin } from '../api/admin-mutations.ts';

type RevokeAdminDialogProps = { admin: Admin | null; onClose(): void; onRevoked(admin: Admin): void };

/** Asks before taking the administrator role away: the person is signed out everywhere at once. */
export function RevokeAdminDialog({ admin, onClose, onRevoked }: RevokeAdminDialogProps) {
  const { t } = useTranslation('admins');
  const titleId = useId();
  const bodyId = useId();
  const revoke = useRevokeAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  // Keeps the text while the dialog fades out.
  const [shown, setShown] = useState(admin);
  if (admin !== null && admin !== shown) {
    setShown(admin);
    setFailure(null);
  }
  const name = shown?.name || shown?.email || '';

  const confirm = async () => {
    if (!admin) return;
    setFailure(null);
    try {
      await revoke.mutateAsync(admin.id);
      onRevoked(admin);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };

  return (
    <Dialog
      open={admin !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('revokeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('revokeDialog.body', { name })}</DialogContentText>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('revokeDialog.cancel')}</Button>
        <Button color="error" variant="contained" loading={revoke.isPending} onClick={() => void confirm()}>
          {t('revokeDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
