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

/** `/voyageur/{trip_id}/{code}/{id}`: the route's parameters, passed to the screen as its inputs. */
export default function VoyageurRoute() {
  const params = useParams();
  return <VoyageurScreen tripId={routeNumber(params.tripId)} code={params.code ?? ''} id={params.id ?? ''} />;
}

type VoyageurScreenProps = {
  /** Undefined when the address holds no trip number. */
  tripId: number | undefined;
  /** The traveller's personal code, as printed on a list or said on the phone. */
  code: string;
  /** The registration's id. */
  id: string;
};

/**
 * The staff's page of one traveller (docs/product/documents.md#voyageur-screen), opened by personal code and
 * id: the registration detail itself. A code that is not this traveller's shows nothing of them.
 */
export function VoyageurScreen({ tripId, code, id }: VoyageurScreenProps) {
  const { t } = useTranslation(['documents', 'common']);
  const { traveller, related, query } = useShownRegistration(tripId, id);
  const matches = traveller?.personalCode != null && sameCode(traveller.personalCode, code);

  const back = <BackLink to={paths.registrations.href()} label={t('voyageur.back')} />;
  const notFound = (
    <>
      <PageHeader title={t('common:titles.voyageur')} />
      <NotFoundNote message={t('voyageur.notFound')} />
    </>
  );
  if (tripId === undefined || (traveller && !matches)) {
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
        <RegistrationDetail traveller={traveller} registrations={related} />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState query={query} what="traveller" skeleton={<DetailSkeleton lines={12} />}>
        {() => notFound}
      </QueryState>
    </>
  );
}

/** A code typed in lower case or with spaces still opens the page. */
function sameCode(personalCode: string, typed: string): boolean {
  const norm = (value: string) => value.replace(/\s+/g, '').toUpperCase();
  return norm(personalCode) === norm(typed);
}
