import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newPasswordFormSchema, type NewPasswordFormInput } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { PasswordFieldElement } from '../../../components/common/form/password-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { waitMessage } from './sign-in-error.ts';

type ResetPasswordFormProps = { token: string; onDone(): void; onInvalidLink(): void };

/** The new password, twice. A refused link (used, expired, unknown) hands over to the screen's message. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(password, token);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return setFailure(t('errors.network'));
      if (error.status === 429) return setFailure(waitMessage(t, error));
      if (applyFieldErrors(error, setError, ['password', 'passwordConfirm'], { newPassword: 'password' })) return;
      if ([400, 404, 410].includes(error.status)) return onInvalidLink();
      setFailure(t('errors.unexpected'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('reset.title')}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <PasswordFieldElement
        control={control}
        name="password"
        label={t('reset.password')}
        autoComplete="new-password"
        required
        slotProps={{ inputLabel: { required: false } }}
        helperText={t('reset.passwordHint')}
      />
      <PasswordFieldElement
        control={control}
        name="passwordConfirm"
        label={t('reset.passwordConfirm')}
        autoComplete="new-password"
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        {t('reset.submit')}
      </Button>
    </Stack>
  );
}
