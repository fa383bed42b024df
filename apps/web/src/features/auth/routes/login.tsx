import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { FormCardPage } from '../../../components/common/form-card-page.tsx';
import { useEmailLinksDelivered, useSocialProviders } from '../api/get-auth-options.ts';
import { MagicLinkForm } from '../components/magic-link-form.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { useLoginNotice } from '../hooks/use-login-notice.ts';
import { returnPathFrom } from '../../../lib/sign-in/return-path.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';

type Method = 'password' | 'link';

/** `/login` and `/admin/login`: one sign-in screen for staff and families, every method the server offers. */
export default function LoginScreen() {
  const { t } = useTranslation(['auth']);
  const location = useLocation();
  const { user } = useSession();
  const returnPath = useReturnPath();
  const notice = useLoginNotice();
  const providers = useSocialProviders();
  const emailLinksDelivered = useEmailLinksDelivered();
  const [method, setMethod] = useState<Method>('password');
  const from = returnPathFrom(location.state);

  // Back from an e-mail link or a provider, signed in: straight to the user's area. A guard that sent
  // a signed-in user here (wrong role) leaves `from`, and then the form shows, so there is no loop.
  if (user && from === null) return <Navigate to={returnPath(user.role)} replace />;

  // A provider comes back here (which then leads to the user's area) unless a guard said where the user
  // was going; an e-mail link without a destination lands on the user's home screen (the server's choice).
  const socialCallbackURL = from ?? paths.login.href();
  const isPassword = method === 'password';
  return (
    <FormCardPage icon={<LockOutlinedIcon />} title={t('title')} lead={t(isPassword ? 'lead' : 'magicLink.lead')}>
      <Stack spacing={2.5}>
        {notice ? (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {t(notice.key)}
          </Alert>
        ) : null}
        {emailLinksDelivered ? null : (
          <Alert severity="info" role="status">
            {t('magicLink.notDelivered')}
          </Alert>
        )}
        {isPassword ? <SignInForm /> : <MagicLinkForm callbackURL={from ?? undefined} />}
        <Divider>{t('or')}</Divider>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={isPassword ? <MailOutlineIcon /> : <PasswordIcon />}
          onClick={() => setMethod(isPassword ? 'link' : 'password')}
        >
          {t(isPassword ? 'magicLink.open' : 'magicLink.usePassword')}
        </Button>
        <SocialSignIn providers={providers} callbackURL={socialCallbackURL} />
      </Stack>
    </FormCardPage>
  );
}
