import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@voyage/domain';
import { signInSocial } from '../../../lib/sign-in/requests.ts';
import { signInErrorMessage } from './sign-in-error.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

const ICONS: Record<SocialProvider, ReactNode> = {
  google: <GoogleIcon />,
  microsoft: <MicrosoftIcon />,
  facebook: <FacebookIcon />,
  apple: <AppleIcon />,
};

type SocialSignInProps = { providers: readonly SocialProvider[]; callbackURL: string };

/** One real button per configured provider; the browser then goes to the provider's own page. */
export function SocialSignIn({ providers, callbackURL }: SocialSignInProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setFailure(null);
    setPending(provider);
    try {
      await signInSocial(provider, callbackURL);
    } catch (error) {
      setFailure(signInErrorMessage(t, error));
      setPending(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      <FormNotice notice={failure} />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={ICONS[provider]}
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void start(provider)}
        >
          {t('social.continueWith', { provider: t(`social.providers.${provider}`) })}
        </Button>
      ))}
    </Stack>
  );
}
