import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { PasswordFieldElement } from '../../../components/common/form/password-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangePassword } from '../api/profile-api.ts';

type Notice = { severity: 'success' | 'error'; text: string };
const EMPTY: ChangePasswordFormInput = { currentPassword: '', password: '', passwordConfirm: '' };

/** A wrong current password is a 400 (or 401) with no field named; it belongs under the first field. */
function isWrongCurrentPassword(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return (
    error.body.code === 'INVALID_CREDENTIALS' ||
    (error.status === 400 && !error.body.fieldErrors) ||
    error.status === 401
  );
}

/** Current password, then the new one twice. The server signs the user's other devices out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setNotice(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
      reset(EMPTY);
      setNotice({ severity: 'success', text: t('password.changed') });
    } catch (error) {
      if (
        applyFieldErrors(error, setError, ['currentPassword', 'password', 'passwordConfirm'], {
          newPassword: 'password',
        })
      )
        return;
      if (isWrongCurrentPassword(error)) {
        setError('currentPassword', { message: 'profile:password.wrongCurrent' }, { shouldFocus: true });
        return;
      }
      setNotice({ severity: 'error', text: apiErrorMessage(t, error) });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('password.title')}>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <PasswordFieldElement
        control={control}
        name="currentPassword"
        label={t('password.current')}
        autoComplete="current-password"
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <PasswordFieldElement
        control={control}
        name="password"
        label={t('password.new')}
        autoComplete="new-password"
        helperText={t('password.newHint')}
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <PasswordFieldElement
        control={control}
        name="passwordConfirm"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('password.otherDevices')}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        loading={formState.isSubmitting}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('password.submit')}
      </Button>
    </Stack>
  );
}
