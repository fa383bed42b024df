import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Trip } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { LoadError } from '../../../components/data/load-error.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { registrationDraftQuery } from '../api/get-registration-draft.ts';
import { RegistrationWizard } from '../components/registration-wizard.tsx';
import { useRegisterTrip } from '../hooks/use-register-trip.ts';

/** `/register/{trip_id?}`: public registration for the trip in the address, or the active trip. */
export default function RegisterScreen() {
  const { t } = useTranslation('register');
  const { tripId } = useParams();
  const { query, isInvalid } = useRegisterTrip(tripId);
  const isMissing =
    isInvalid ||
    (query.isSuccess && !query.data) ||
    (query.error instanceof ApiRequestError && query.error.status === 404);

  if (isMissing) return <Notice message={t('tripNotFound')} />;
  if (query.isError) return <Notice error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <CenteredProgress label={t('loading')} />;
  return <DraftLoader trip={query.data} />;
}

/** The draft decides the step, so the steps wait for it (a reload lands where the parent was). */
function DraftLoader({ trip }: { trip: Trip }) {
  const { t } = useTranslation('register');
  const draft = useQuery(registrationDraftQuery(trip.id));
  if (draft.isPending) return <CenteredProgress label={t('loading')} />;
  if (draft.isError) return <Notice error={draft.error} onRetry={() => void draft.refetch()} />;
  return <RegistrationWizard trip={trip} initialDraft={draft.data} />;
}

type NoticeProps = { message: string } | { error: unknown; onRetry(): void };

function Notice(props: NoticeProps) {
  const { t } = useTranslation('register');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 2 }}>
        {t('title')}
      </Typography>
      {'message' in props ? (
        <NotFoundNote message={props.message} />
      ) : (
        <LoadError what="registration" error={props.error} onRetry={props.onRetry} />
      )}
    </Container>
  );
}
