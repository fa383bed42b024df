import { zodResolver } from '@hookform/resolvers/zod';
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
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { createAccount } from '../api/account-api.ts';
import type { AccountLink } from '../hooks/account-link.ts';
import { linkProblemOf, type LinkProblem } from '../../../lib/link-problem.ts';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';
import { NewPasswordFields } from '../../../components/common/form/new-password-fields.tsx';

type CreateAccountFormProps = { link: AccountLink; info: AccountTokenInfo; onLinkProblem(problem: LinkProblem): void };

/** Name and password (twice) for the e-mail the link was sent to; on success the new user is signed in. */
export function CreateAccountForm({ link, info, onLinkProblem }: CreateAccountFormProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    // The name given at registration, to correct if need be; an invited admin types theirs.
    defaultValues: { name: info.guardianName ?? '', password: '', passwordConfirm: '' },
  });
  const { handleSubmit, setError } = form;

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
    <FormStack form={form} label={t('formLabel')} onSubmit={onSubmit} notice={failure}>
      <TextField label={t('email')} value={info.email} slotProps={{ htmlInput: { readOnly: true } }} />
      {info.travellerName ? (
        <TextField label={t('traveller')} value={info.travellerName} slotProps={{ htmlInput: { readOnly: true } }} />
      ) : null}
      <TextFieldElement name="name" label={t('name')} autoComplete="name" required="unmarked" />
      <NewPasswordFields label={t('password')} hint={t('passwordHint')} confirmLabel={t('passwordConfirm')} />
      <SubmitButton layout="page">{t('submit')}</SubmitButton>
    </FormStack>
  );
}
