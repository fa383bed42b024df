import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { staffGrantSchema, type Admin, type StaffGrant } from '@voyage/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangeStaffRole } from '../api/admin-mutations.ts';
import { StaffRoleFields } from './staff-role-fields.tsx';

type ChangeRoleDialogProps = { admin: Admin | null; onClose(): void; onChanged(admin: Admin, role: string): void };

/** Changes a staff member's role, and an escort's departures (docs/product/staff-roles.md#inviting-and-changing-a-role). */
export function ChangeRoleDialog({ admin, onClose, onChanged }: ChangeRoleDialogProps) {
  const { t } = useTranslation('admins');
  const titleId = useId();
  const change = useChangeStaffRole();
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(admin);
  const { control, handleSubmit, setError, reset } = useForm<StaffGrant>({
    resolver: zodResolver(staffGrantSchema),
    defaultValues: { role: admin?.role ?? 'readonly', departureIds: admin?.departureIds ?? [] },
  });
  if (admin !== null && admin !== shown) {
    setShown(admin);
    setFailure(null);
    reset({ role: admin.role, departureIds: admin.departureIds });
  }
  const name = shown?.name || shown?.email || '';

  const onSubmit = handleSubmit(async (grant) => {
    if (!admin) return;
    setFailure(null);
    try {
      await change.mutateAsync({ userId: admin.id, grant });
      onChanged(admin, t(`roles.names.${grant.role}`));
    } catch (error) {
      if (applyFieldErrors(error, setError, ['role', 'departureIds'])) return;
      setFailure(apiErrorMessage(t, error));
    }
  });

  return (
    <Dialog open={admin !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('roles.dialogTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('roles.dialogBody')}</DialogContentText>
            <FormNotice notice={failure} />
            <StaffRoleFields control={control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('roles.cancel')}</Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('roles.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
