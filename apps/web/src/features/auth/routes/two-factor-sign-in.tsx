import { zodResolver } from '@hookform/resolvers/zod';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { recoveryCodeVerifySchema, totpVerifySchema } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormCardPage } from '../../../components/common/form-card-page.tsx';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { AnyNamespaceT } from '../../../lib/i18n-resources.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionQuery } from '../../../lib/session.tsx';
import { verifyRecoveryCode, verifyTotp } from '../api/two-factor.ts';
import { waitMessage } from '../components/sign-in-error.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';

type Kind = 'totp' | 'recovery';
type CodeInput = { code: string };

/** Why a code was refused, as one sentence; `expired` when the password must be typed again. */
function codeError(t: AnyNamespaceT, error: unknown): { text: string; expired: boolean } {
  if (!(error instanceof ApiRequestError)) return { text: t('auth:errors.network'), expired: false };
  if (error.status === 429) return { text: waitMessage(t, error), expired: false };
  const code = error.body.code;
  if (code === 'INVALID_TWO_FACTOR_CODE') return { text: t('common:errors.INVALID_TWO_FACTOR_CODE'), expired: false };
  if (code === 'TWO_FACTOR_CHALLENGE_EXPIRED' || error.status === 401)
    return { text: t('common:errors.TWO_FACTOR_CHALLENGE_EXPIRED'), expired: true };
  return { text: t('auth:errors.unexpected'), expired: false };
}

/**
 * `/login/code`: after the password of an account with an authenticator, the 6-digit code it shows, or
 * one of the recovery codes instead (docs/product/security.md#two-factor).
 */
export default function TwoFactorSignInScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const [kind, setKind] = useState<Kind>('totp');
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);
  const isTotp = kind === 'totp';
  const form = useForm<CodeInput>({
    resolver: zodResolver(isTotp ? totpVerifySchema : recoveryCodeVerifySchema),
    defaultValues: { code: '' },
  });
  const { handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await (isTotp ? verifyTotp(values) : verifyRecoveryCode(values));
      const { user } = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      if (!user) throw new Error('Signed in but the session is empty');
      await navigate(returnPath(user.role), { replace: true });
    } catch (error) {
      setFailure(codeError(t, error));
      reset({ code: '' }, { keepErrors: false });
    }
  });

  const switchKind = () => {
    setFailure(null);
    reset({ code: '' });
    setKind(isTotp ? 'recovery' : 'totp');
  };

  return (
    <FormCardPage
      icon={<KeyIcon />}
      title={t('auth:twoFactor.signIn.title')}
      lead={t(isTotp ? 'auth:twoFactor.signIn.lead' : 'auth:twoFactor.signIn.recoveryLead')}
    >
      <FormStack form={form} label={t('auth:twoFactor.signIn.title')} onSubmit={onSubmit}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure.text}{' '}
            {failure.expired ? (
              <Link component={RouterLink} to={paths.login.href()} state={location.state as unknown}>
                {t('auth:twoFactor.signIn.again')}
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <TextFieldElement
          key={kind}
          name="code"
          label={t(isTotp ? 'auth:twoFactor.codeLabel' : 'auth:twoFactor.recoveryCodeLabel')}
          autoComplete="one-time-code"
          autoFocus
          required="unmarked"
          slotProps={{
            htmlInput: isTotp
              ? { inputMode: 'numeric', maxLength: 6, spellCheck: false }
              : { maxLength: 11, spellCheck: false, autoCapitalize: 'none' },
          }}
        />
        <SubmitButton layout="page">{t('auth:twoFactor.signIn.submit')}</SubmitButton>
        <Button variant="text" onClick={switchKind} sx={{ alignSelf: 'center' }}>
          {t(isTotp ? 'auth:twoFactor.signIn.useRecovery' : 'auth:twoFactor.signIn.useApp')}
        </Button>
      </FormStack>
    </FormCardPage>
  );
}
