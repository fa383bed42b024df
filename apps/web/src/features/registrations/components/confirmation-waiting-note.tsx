import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminTraveller } from '@voyage/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * A registration whose family never opened the e-mail link is not in the review queue yet. Staff see why,
 * and can send the family a fresh link (the earlier one stops working).
 */
export function ConfirmationWaitingNote({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('admin');
  const resend = useResendConfirmation(traveller.id);
  const titleId = useId();
  if (traveller.emailConfirmedAt || traveller.status !== 'pending') return null;
  return (
    // A note that stays on the screen, not an alert announced at once: a region named by its title.
    <Alert severity="info" variant="outlined" role="region" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <AlertTitle id={titleId}>{t('registration.awaitingConfirmation.title')}</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          {t('registration.awaitingConfirmation.text', { email: traveller.guardianEmail })}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => resend.mutate()} loading={resend.isPending}>
          {t('registration.awaitingConfirmation.resend')}
        </Button>
        <div role="status">
          {resend.isSuccess ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('registration.awaitingConfirmation.sent', { email: resend.data.sentTo })}
            </Typography>
          ) : null}
        </div>
        {resend.isError ? (
          <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
            {apiErrorMessage(t, resend.error)}
          </Typography>
        ) : null}
      </Stack>
    </Alert>
  );
}
