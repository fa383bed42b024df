import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { profileNameSchema, type ProfileName, type SessionUser } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useUpdateProfile } from '../api/profile-api.ts';
import { type Notice } from '../../../components/common/form/form-notice.tsx';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';

/** The name is editable; the e-mail is the account's identity and is shown read-only. */
export function NameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<ProfileName>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: { name: user.name },
  });
  const { handleSubmit, setError, reset, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await update.mutateAsync(values);
      reset(values);
      setNotice({ severity: 'success', text: t('details.saved') });
    } catch (error) {
      if (applyFieldErrors(error, setError, ['name'])) return;
      setNotice({ severity: 'error', text: apiErrorMessage(t, error) });
    }
  });

  return (
    <FormStack form={form} label={t('details.title')} onSubmit={onSubmit} notice={notice}>
      <TextFieldElement name="name" label={t('details.name')} autoComplete="name" required="unmarked" />
      <TextField
        label={t('details.email')}
        value={user.email}
        helperText={t('details.emailHint')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <SubmitButton disabled={!formState.isDirty}>{t('details.save')}</SubmitButton>
    </FormStack>
  );
}
