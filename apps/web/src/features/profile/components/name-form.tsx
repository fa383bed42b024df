import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { profileUpdateSchema, type ProfileUpdate, type SessionUser } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useUpdateName } from '../api/profile-api.ts';

type Notice = { severity: 'success' | 'error'; text: string };

/** The name is editable; the e-mail is the account's identity and is shown read-only. */
export function NameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const update = useUpdateName();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: user.name },
  });

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
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('details.title')}>
      {notice ? (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <TextFieldElement
        control={control}
        name="name"
        label={t('details.name')}
        autoComplete="name"
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <TextField
        label={t('details.email')}
        value={user.email}
        helperText={t('details.emailHint')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={formState.isSubmitting}
        disabled={!formState.isDirty}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('details.save')}
      </Button>
    </Stack>
  );
}
