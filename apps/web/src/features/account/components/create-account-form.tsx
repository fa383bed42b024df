import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { accountFormSchema, type AccountForm, type AccountTokenInfo } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { sessionQuery } from '../../../lib/session.tsx';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { PasswordFieldElement } from '../../../components/common/form/password-field-element.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { createAccount } from '../api/account-api.ts';
import type { AccountLink } from '../hooks/account-link.ts';
import { linkProblemOf, type LinkProblem } from '../../../lib/link-problem.ts';

type CreateAccountFormProps = { link: AccountLink; info: AccountTokenInfo; onLinkProblem(problem: LinkProblem): void };

/** Name and password (twice) for the e-mail the link was sent to; on success the new user is signed in. */
export function CreateAccountForm({ link, info, onLinkProblem }: CreateAccountFormProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    // The name given at registration, to correct if need be; an invited admin types theirs.
    defaultValues: { name: info.guardianName ?? '', password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createAccount({ ...link, ...values });
      const { user } = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      const home = user?.role === 'admin' ? paths.dashboard.href() : user ? paths.myVoyage.href() : paths.login.href();
      await navigate(home, { replace: true });
    } catch (error) {
      if (applyFieldErrors(error, setError, ['name', 'password', 'passwordConfirm'])) return;
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      setFailure(apiErrorMessage(t, error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={t('formLabel')}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField label={t('email')} value={info.email} slotProps={{ htmlInput: { readOnly: true } }} />
      {info.travellerName ? (
        <TextField label={t('traveller')} value={info.travellerName} slotProps={{ htmlInput: { readOnly: true } }} />
      ) : null}
      <TextFieldElement
        control={control}
        name="name"
        label={t('name')}
        autoComplete="name"
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <PasswordFieldElement
        control={control}
        name="password"
        label={t('password')}
        autoComplete="new-password"
        helperText={t('passwordHint')}
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <PasswordFieldElement
        control={control}
        name="passwordConfirm"
        label={t('passwordConfirm')}
        autoComplete="new-password"
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} fullWidth>
        {t('submit')}
      </Button>
    </Stack>
  );
}
