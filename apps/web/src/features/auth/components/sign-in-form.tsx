import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { emailSchema, signInSchema, type SignInInput } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { sessionQuery } from '../../../lib/session.tsx';
import { CurrentPasswordField } from '../../../components/common/form/password-field-element.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { requestPasswordReset, signIn } from '../../../lib/sign-in/requests.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { requestErrorMessage, signInErrorMessage } from './sign-in-error.ts';
import { type Notice } from '../../../components/common/form/form-notice.tsx';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';

/** E-mail and password sign-in, with the "Forgot password?" request (docs/product/screens.md#sign-in). */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const locale = useLocale();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isResetting, setIsResetting] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, getValues, setError, clearErrors, setFocus } = form;

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const reply = await signIn(values);
      // An account with an authenticator: the code comes next, then where the user was going.
      if (reply?.twoFactorRedirect) {
        await navigate(paths.twoFactorSignIn.href(), { state: location.state as unknown });
        return;
      }
      const { user } = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      if (!user) throw new Error('Signed in but the session is empty');
      await navigate(returnPath(user.role), { replace: true });
    } catch (error) {
      setNotice({ severity: 'error', text: signInErrorMessage(t, error) });
    }
  });

  const onForgotPassword = async () => {
    setNotice(null);
    clearErrors();
    const email = getValues('email').trim();
    if (email === '') {
      setError('email', { message: 'auth:forgot.needEmail' }, { shouldFocus: true });
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError('email', { message: parsed.error.issues[0]?.message ?? 'validation.email' });
      setFocus('email');
      return;
    }
    setIsResetting(true);
    try {
      await requestPasswordReset(parsed.data, locale);
      setNotice({ severity: 'success', text: t('forgot.sent') });
    } catch (error) {
      setNotice({ severity: 'error', text: requestErrorMessage(t, error) });
    } finally {
      setIsResetting(false);
    }
  };

  return (
    <FormStack form={form} label={t('title')} onSubmit={onSubmit} notice={notice}>
      {/* Both fields are required (announced to assistive technology); a sign-in form needs no asterisks. */}
      <TextFieldElement name="email" type="email" label={t('email')} autoComplete="username" required="unmarked" />
      <CurrentPasswordField name="password" label={t('password')} />
      <SubmitButton layout="page">{t('submit')}</SubmitButton>
      <Button variant="text" onClick={() => void onForgotPassword()} loading={isResetting} sx={{ alignSelf: 'center' }}>
        {t('forgot.link')}
      </Button>
    </FormStack>
  );
}
