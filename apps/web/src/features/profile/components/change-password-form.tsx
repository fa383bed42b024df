import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { CurrentPasswordField } from '../../../components/common/form/password-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useChangePassword } from '../api/profile-api.ts';
import { type Notice } from '../../../components/common/form/form-notice.tsx';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';
import { NewPasswordFields } from '../../../components/common/form/new-password-fields.tsx';

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
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { handleSubmit, setError, reset } = form;

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
    <FormStack form={form} label={t('password.title')} onSubmit={onSubmit} notice={notice}>
      <CurrentPasswordField name="currentPassword" label={t('password.current')} />
      <NewPasswordFields label={t('password.new')} hint={t('password.newHint')} confirmLabel={t('password.confirm')} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('password.otherDevices')}
      </Typography>
      <SubmitButton>{t('password.submit')}</SubmitButton>
    </FormStack>
  );
}
