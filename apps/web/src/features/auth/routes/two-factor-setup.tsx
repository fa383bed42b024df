import { zodResolver } from '@hookform/resolvers/zod';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { totpVerifySchema, twoFactorEnableSchema, type TwoFactorEnrolment } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { FormCardPage } from '../../../components/common/form-card-page.tsx';
import { CurrentPasswordField } from '../../../components/common/form/password-field-element.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionQuery, useSession } from '../../../lib/session.tsx';
import { enableTwoFactor, verifyTotp } from '../api/two-factor.ts';
import { AuthenticatorKey } from '../components/authenticator-key.tsx';
import { RecoveryCodes } from '../components/recovery-codes.tsx';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';

type PasswordInput = { password: string };
type CodeInput = { code: string };

/** Step 1: the password again, before a secret is made and shown. */
function PasswordStep({ onEnrolment }: { onEnrolment: (enrolment: TwoFactorEnrolment) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordInput>({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { password: '' },
  });
  const { handleSubmit, setError } = form;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onEnrolment(await enableTwoFactor(values));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        setError('password', { message: 'validation.passwordIncorrect' }, { shouldFocus: true });
      } else setFailure(t('auth:errors.unexpected'));
    }
  });
  return (
    <FormStack form={form} label={t('auth:twoFactor.setup.title')} onSubmit={onSubmit} notice={failure}>
      <CurrentPasswordField name="password" label={t('auth:password')} />
      <SubmitButton layout="page">{t('auth:twoFactor.setup.start')}</SubmitButton>
    </FormStack>
  );
}

/** Step 2: the QR code and the key, then the app's first code, which switches the authenticator on. */
function CodeStep({ totpURI, onVerified }: { totpURI: string; onVerified: () => Promise<void> }) {
  const { t } = useTranslation(['auth', 'common']);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CodeInput>({
    resolver: zodResolver(totpVerifySchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, reset } = form;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verifyTotp(values);
      await onVerified();
    } catch (error) {
      const invalid = error instanceof ApiRequestError && error.body.code === 'INVALID_TWO_FACTOR_CODE';
      setFailure(t(invalid ? 'common:errors.INVALID_TWO_FACTOR_CODE' : 'auth:errors.unexpected'));
      reset({ code: '' });
    }
  });
  return (
    <Stack spacing={2.5}>
      <AuthenticatorKey totpURI={totpURI} />
      <FormStack form={form} label={t('auth:twoFactor.setup.confirm')} onSubmit={onSubmit} notice={failure}>
        <TextFieldElement
          name="code"
          label={t('auth:twoFactor.codeLabel')}
          autoComplete="one-time-code"
          required="unmarked"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <SubmitButton layout="page">{t('auth:twoFactor.setup.confirm')}</SubmitButton>
      </FormStack>
    </Stack>
  );
}

/**
 * `/admin/two-factor`: an admin sets up an authenticator app (required before any admin screen), then
 * keeps the ten recovery codes, shown this once (docs/product/security.md#two-factor).
 */
export default function TwoFactorSetupScreen() {
  const { t } = useTranslation(['auth']);
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [isDone, setIsDone] = useState(false);

  if (isLoading) return <CenteredProgress />;
  if (!user)
    return <Navigate to={paths.login.href()} replace state={{ from: { pathname: paths.twoFactorSetup.href() } }} />;
  // Already set up (and not just now): nothing to do here.
  if (user.twoFactorEnabled && !isDone) return <Navigate to={returnPath(user.role)} replace />;

  const step = isDone ? 'codes' : enrolment ? 'code' : 'password';
  return (
    <FormCardPage
      icon={<SecurityIcon />}
      title={t(`twoFactor.setup.${step}Title`)}
      lead={t(`twoFactor.setup.${step}Lead`)}
    >
      {step === 'password' ? <PasswordStep onEnrolment={setEnrolment} /> : null}
      {step === 'code' && enrolment ? (
        <CodeStep
          totpURI={enrolment.totpURI}
          onVerified={async () => {
            setIsDone(true);
            await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
          }}
        />
      ) : null}
      {step === 'codes' && enrolment ? (
        <Stack spacing={2.5}>
          <RecoveryCodes codes={enrolment.backupCodes} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('twoFactor.setup.codesWarning')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void navigate(returnPath(user.role), { replace: true })}
          >
            {t('twoFactor.setup.continue')}
          </Button>
        </Stack>
      ) : null}
    </FormCardPage>
  );
}
