import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FormCardPage } from '../../../components/common/form-card-page.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useOnceQueryParams } from '../hooks/use-once-query-params.ts';

type Stage = 'form' | 'done' | 'invalid';

/**
 * `/reset-password?token=…`, where the reset e-mail's link lands. The token is read once and removed
 * from the address bar; a link the server refuses (`?error=INVALID_TOKEN`) says so and offers a new one.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { token, error } = useOnceQueryParams(['token', 'error']);
  const [stage, setStage] = useState<Stage>(token && !error ? 'form' : 'invalid');

  return (
    <FormCardPage
      icon={<KeyOutlinedIcon />}
      title={t('reset.title')}
      lead={stage === 'form' ? t('reset.lead') : undefined}
    >
      {stage === 'form' && token ? (
        <ResetPasswordForm token={token} onDone={() => setStage('done')} onInvalidLink={() => setStage('invalid')} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity={stage === 'done' ? 'success' : 'error'} role={stage === 'done' ? 'status' : 'alert'}>
            {t(stage === 'done' ? 'reset.done' : 'reset.invalid')}
          </Alert>
          <Button variant="contained" size="large" fullWidth component={RouterLink} to={paths.login.href()}>
            {t(stage === 'done' ? 'reset.signIn' : 'reset.askAgain')}
          </Button>
        </Stack>
      )}
    </FormCardPage>
  );
}
