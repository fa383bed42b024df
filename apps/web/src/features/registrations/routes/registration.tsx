import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../components/data/route-number.ts';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRegistrations } from '../api/get-registrations.ts';
import { RegistrationDetail } from '../components/registration-detail.tsx';

export default function RegistrationScreen() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const tripId = routeNumber(params.tripId);
  const registrations = useRegistrations(tripId);
  const back = <BackLink to={paths.registrations.href()} label={t('registration.back')} />;

  if (tripId === undefined) {
    return (
      <>
        {back}
        <PageHeader title={t('registration.title')} />
        <NotFoundNote message={t('registration.notFound')} />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState query={registrations} what="registration" skeleton={<DetailSkeleton lines={12} />}>
        {(rows) => {
          const traveller = rows.find((row) => row.id === params.id);
          if (!traveller) {
            return (
              <>
                <PageHeader title={t('registration.title')} />
                <NotFoundNote message={t('registration.notFound')} />
              </>
            );
          }
          return <RegistrationDetail traveller={traveller} registrations={rows} />;
        }}
      </QueryState>
    </>
  );
}
