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
import { useResetTwoFactor, useRevokeAdmin } from '../api/admin-mutations.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

/** What the dialog asks about: taking the role away, or resetting a lost authenticator. */
export type AdminAction = 'revoke' | 'resetTwoFactor';

type RevokeAdminDialogProps = {
  admin: Admin | null;
  action?: AdminAction;
  onClose(): void;
  onRevoked(admin: Admin): void;
};

/**
 * Asks before taking the administrator role away, or before resetting someone's authenticator: either way
 * the person is signed out everywhere at once.
 */
export function RevokeAdminDialog({ admin, action = 'revoke', onClose, onRevoked }: RevokeAdminDialogProps) {
  const { t } = useTranslation('admins');
  const titleId = useId();
  const bodyId = useId();
  const revokeAdmin = useRevokeAdmin();
  const resetTwoFactor = useResetTwoFactor();
  const revoke = action === 'revoke' ? revokeAdmin : resetTwoFactor;
  const texts = action === 'revoke' ? 'revokeDialog' : 'resetTwoFactorDialog';
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
      <DialogTitle id={titleId}>{t(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t(`${texts}.body`, { name })}</DialogContentText>
        <FormNotice notice={failure} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(`${texts}.cancel`)}</Button>
        <Button color="error" variant="contained" loading={revoke.isPending} onClick={() => void confirm()}>
          {t(`${texts}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
