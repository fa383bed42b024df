import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminTraveller } from '@voyage/domain';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../components/data/route-number.ts';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDeletedRegistrations } from '../api/get-deleted-registrations.ts';
import { useRegistrations } from '../api/get-registrations.ts';
import { RegistrationDetail } from '../components/registration-detail.tsx';

export default function RegistrationScreen() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const tripId = routeNumber(params.tripId);
  const registrations = useRegistrations(tripId);
  const isLive = registrations.data?.some((row) => row.id === params.id);
  // A deleted registration is not among the trip's registrations: it is looked for among the deleted ones.
  const deleted = useDeletedRegistrations(tripId, { enabled: registrations.isSuccess && !isLive });
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
  const query: UseQueryResult<AdminTraveller[]> = isLive || !registrations.isSuccess ? registrations : deleted;
  return (
    <>
      {back}
      <QueryState query={query} what="registration" skeleton={<DetailSkeleton lines={12} />}>
        {(rows) => {
          const traveller = rows.find((row) => row.id === params.id);
          if (!traveller) return notFound;
          return <RegistrationDetail traveller={traveller} registrations={registrations.data ?? rows} />;
        }}
      </QueryState>
    </>
  );
}
