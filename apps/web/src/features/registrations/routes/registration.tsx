import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../lib/route-number.ts';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { RegistrationDetail } from '../components/registration-detail.tsx';
import { useShownRegistration } from '../hooks/use-shown-registration.ts';

export default function RegistrationScreen() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const tripId = routeNumber(params.tripId);
  const { traveller, related, query } = useShownRegistration(tripId, params.id);

  const back = <BackLink to={paths.registrations.href()} label={t('registration.back')} />;
  const notFound = (
    <>
      <PageHeader title={t('registration.title')} />
      <NotFoundNote message={t('registration.notFound')} />
    </>
  );
  if (tripId === undefined) {
    return (
      <>
        {back}
        {notFound}
      </>
    );
  }
  if (traveller) {
    return (
      <>
        {back}
        <RegistrationDetail traveller={traveller} registrations={related} linkToVoyageur />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState query={query} what="registration" skeleton={<DetailSkeleton lines={12} />}>
        {() => notFound}
      </QueryState>
    </>
  );
}
