import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sitePathSchema, type ConfirmationCompleted } from '@voyage/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { MY_VOYAGE_AFTER_SIGN_IN } from './sign-in-state.ts';

/** After the details are confirmed: create the account (a ready link), or sign in with the one that exists. */
export function ConfirmationNextStep({ result }: { result: ConfirmationCompleted }) {
  const { t } = useTranslation('register');
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    doneRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  const createAccountPath =
    result.createAccountPath && sitePathSchema.safeParse(result.createAccountPath).success
      ? result.createAccountPath
      : null;
  return (
    <Stack spacing={3}>
      <Alert ref={doneRef} tabIndex={-1} severity="success" sx={{ outline: 'none' }}>
        {t('confirm.completed')}
      </Alert>
      {createAccountPath && !result.accountExists ? (
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', lineHeight: 1.4 }}>
            {t('confirm.createAccountTitle')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<AccountCircleOutlinedIcon />}
            component={RouterLink}
            to={createAccountPath}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('confirm.createAccount')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {result.accountExists ? t('confirm.accountExists', { email: result.email }) : t('confirm.signInLater')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<LoginIcon />}
            component={RouterLink}
            to={paths.login.href()}
            state={MY_VOYAGE_AFTER_SIGN_IN}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('confirm.signIn')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
