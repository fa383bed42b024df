import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/data/load-error.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { waitMessage } from './code-step-failure.ts';

type ConfirmationLoadFailureProps = { error: unknown; onRetry(): void };

/** The link could not be checked (not a link problem): too many attempts says how long to wait. */
export function ConfirmationLoadFailure({ error, onRetry }: ConfirmationLoadFailureProps) {
  const { t } = useTranslation('register');
  if (!(error instanceof ApiRequestError) || error.status !== 429) {
    return <LoadError what="confirmation link" error={error} onRetry={onRetry} />;
  }
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('confirm.retry')}
        </Button>
      }
    >
      {waitMessage(t, error.retryAfterSeconds, 'confirm')}
    </Alert>
  );
}
