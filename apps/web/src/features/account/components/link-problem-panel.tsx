import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AccountType } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { LinkProblem } from '../../../lib/link-problem.ts';

type LinkProblemPanelProps = { problem: LinkProblem; type: AccountType | null; email?: string };

/** Says plainly why the link cannot create an account, and what to do instead. */
export function LinkProblemPanel({ problem, type, email }: LinkProblemPanelProps) {
  const { t } = useTranslation('account');
  const canSignIn = problem === 'used' || problem === 'exists';
  const audience = type === 'admin' ? 'admin' : 'guardian';
  const signInTo = type === 'admin' ? paths.adminLogin.href() : paths.login.href();
  const text =
    problem === 'expired' || problem === 'revoked'
      ? t(`problems.${problem}.${audience}`)
      : t(`problems.${problem}`, { email: email ?? '' });
  return (
    <Stack spacing={2.5}>
      <Alert severity={problem === 'exists' ? 'info' : 'error'} role={problem === 'exists' ? 'status' : 'alert'}>
        {text}
      </Alert>
      {canSignIn ? (
        <Button variant="contained" size="large" fullWidth component={RouterLink} to={signInTo}>
          {t('signInInstead')}
        </Button>
      ) : (
        <Button variant="outlined" size="large" fullWidth component={RouterLink} to={paths.home.href()}>
          {t('home')}
        </Button>
      )}
    </Stack>
  );
}
