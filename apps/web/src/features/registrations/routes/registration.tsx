import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
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
  // A deleted registration is not among the trip's registrations: it is looked for among the deleted ones.
  const registrations = useRegistrations(tripId);
  const deleted = useDeletedRegistrations(tripId);
  const found =
    registrations.data?.find((row) => row.id === params.id) ?? deleted.data?.find((row) => row.id === params.id);
  // While the lists are read again after a change (deleted, restored), the registration moves from one to
  // the other: the screen keeps showing it meanwhile, so what the change said stays on screen.
  const [shown, setShown] = useState<AdminTraveller | undefined>(found);
  if (found && found !== shown) setShown(found);
  const isRefreshing = registrations.isFetching || deleted.isFetching;
  const traveller = found ?? (isRefreshing && shown?.id === params.id ? shown : undefined);

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
        <RegistrationDetail traveller={traveller} registrations={registrations.data ?? []} />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState query={registrations} what="registration" skeleton={<DetailSkeleton lines={12} />}>
        {() => (
          <QueryState query={deleted} what="deleted registrations" skeleton={<DetailSkeleton lines={12} />}>
            {() => notFound}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
