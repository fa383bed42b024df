import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, type NewPasswordFormInput } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { waitMessage } from './sign-in-error.ts';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';
import { NewPasswordFields } from '../../../components/common/form/new-password-fields.tsx';

type ResetPasswordFormProps = { token: string; onDone(): void; onInvalidLink(): void };

/** The new password, twice. A refused link (used, expired, unknown) hands over to the screen's message. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const { handleSubmit, setError } = form;

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
    <FormStack form={form} label={t('reset.title')} onSubmit={onSubmit} notice={failure}>
      <NewPasswordFields
        label={t('reset.password')}
        hint={t('reset.passwordHint')}
        confirmLabel={t('reset.passwordConfirm')}
      />
      <SubmitButton layout="page">{t('reset.submit')}</SubmitButton>
    </FormStack>
  );
}
