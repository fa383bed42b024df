import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ConfirmationCompleted } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { confirmationQuery } from '../api/open-confirmation.ts';
import { ConfirmDetailsForm } from '../components/confirm-details-form.tsx';
import { ConfirmationLoadFailure } from '../components/confirmation-load-failure.tsx';
import { ConfirmationNextStep } from '../components/confirmation-next-step.tsx';
import { confirmationProblemOf, type ConfirmationProblem } from '../components/confirmation-problem.ts';
import { ConfirmationProblemPanel } from '../components/confirmation-problem-panel.tsx';

/**
 * `/confirm_email/{hash}/{trip_id?}`: the link in the registration e-mail. Opening it confirms the
 * e-mail; the parent then checks the details once more, and is shown the way into My Voyage.
 */
export default function ConfirmEmailScreen() {
  const { t } = useTranslation('register');
  const token = useParams().hash ?? '';
  const opened = useQuery(confirmationQuery(token));
  const [completed, setCompleted] = useState<ConfirmationCompleted | null>(null);
  const [lateProblem, setLateProblem] = useState<ConfirmationProblem | null>(null);
  const problem = lateProblem ?? (token ? confirmationProblemOf(opened.error) : 'invalid');

  let body;
  if (problem) body = <ConfirmationProblemPanel problem={problem} token={token} />;
  else if (completed) body = <ConfirmationNextStep result={completed} />;
  else if (opened.isPending) body = <CenteredProgress label={t('confirm.loading')} />;
  else if (opened.isError)
    body = <ConfirmationLoadFailure error={opened.error} onRetry={() => void opened.refetch()} />;
  else
    body = (
      <Stack spacing={3}>
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />}>
          {t('confirm.confirmed')}
        </Alert>
        <Typography>{t('confirm.lead')}</Typography>
        <ConfirmDetailsForm
          token={token}
          opened={opened.data}
          onCompleted={setCompleted}
          onLinkProblem={setLateProblem}
        />
      </Stack>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: { xs: 2, md: 3 } }}>
        {t('confirm.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 2 }}>
        {body}
      </Paper>
    </Container>
  );
}
