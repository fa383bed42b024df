import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { renewConfirmation } from '../api/renew-confirmation.ts';
import { MY_VOYAGE_AFTER_SIGN_IN } from './sign-in-state.ts';
import { confirmationProblemOf, type ConfirmationProblem } from './confirmation-problem.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';

type ConfirmationProblemPanelProps = { problem: ConfirmationProblem; token: string };

/** Why the link does not work, and the one thing to do about it. */
export function ConfirmationProblemPanel({ problem, token }: ConfirmationProblemPanelProps) {
  const { t } = useTranslation('register');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const renew = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      setSentTo((await renewConfirmation(token)).sentTo);
    } catch (error) {
      const next = confirmationProblemOf(error);
      setFailure(next && next !== 'expired' ? t(`confirm.problems.${next}`) : apiErrorMessage(t, error));
    } finally {
      setIsSending(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Alert severity="success" role="status">
        {t('confirm.renewed', { email: sentTo })}
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      <Alert severity={problem === 'used' ? 'info' : 'error'} role={problem === 'used' ? 'status' : 'alert'}>
        {t(`confirm.problems.${problem}`)}
      </Alert>
      <FormNotice notice={failure} />
      {problem === 'used' ? (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={paths.login.href()}
          state={MY_VOYAGE_AFTER_SIGN_IN}
        >
          {t('confirm.signInToMyVoyage')}
        </Button>
      ) : problem === 'expired' ? (
        <Button variant="contained" size="large" loading={isSending} onClick={() => void renew()}>
          {t('confirm.renew')}
        </Button>
      ) : (
        <Button variant="outlined" size="large" component={RouterLink} to={paths.home.href()}>
          {t('confirm.home')}
        </Button>
      )}
    </Stack>
  );
}
