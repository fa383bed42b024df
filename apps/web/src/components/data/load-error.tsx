import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * Logs only the status and code of a failed load (docs/product/screens.md#when-something-fails): never a response
 * body with personal data.
 */
export function logLoadError(what: string, error: unknown): void {
  const status = (error as { status?: unknown }).status;
  const code = (error as { body?: { code?: unknown } }).body?.code;
  console.error(`Could not load ${what}`, { status, code });
}

export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('components');
  useEffect(() => logLoadError(what, error), [what, error]);
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('load.retry')}
        </Button>
      }
    >
      {t('load.failed')}
    </Alert>
  );
}
