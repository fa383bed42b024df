import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Grid from '@mui/material/Grid';
import { BackLink } from '../../../components/data/back-link.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../components/data/route-number.ts';
import { Section } from '../../../components/data/section.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTrip } from '../api/get-trip.ts';
import { BankDetails } from '../components/bank-details.tsx';
import { PaymentPlan } from '../components/payment-plan.tsx';
import { TripOverview } from '../components/trip-overview.tsx';
import { TripSchedule } from '../components/trip-schedule.tsx';
import { tripTitle } from '../../../lib/localized.ts';

export default function TripScreen() {
  const { t, i18n } = useTranslation('admin');
  const tripId = routeNumber(useParams().tripId);
  const trip = useTrip(tripId);
  const back = <BackLink to={paths.tripsList.href()} label={t('trip.back')} />;
  if (tripId === undefined) {
    return (
      <>
        {back}
        <PageHeader title={t('trip.heading')} />
        <NotFoundNote message={t('trip.notFound')} />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryState
        query={trip}
        what="trip"
        skeleton={<DetailSkeleton lines={10} />}
        notFoundMessage={t('trip.notFound')}
      >
        {(data) => (
          <>
            <PageHeader title={tripTitle(data, i18n.language)} />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Section title={t('trip.overview')}>
                  <TripOverview trip={data} />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <Section title={t('trip.paymentPlan')}>
                  <PaymentPlan instalments={data.payments} />
                </Section>
                <Section title={t('trip.bankDetails')}>
                  <BankDetails bank={data.bankDetails} />
                </Section>
              </Grid>
            </Grid>
            <Section title={t('trip.schedule')}>
              <TripSchedule schedule={data.schedule} />
            </Section>
          </>
        )}
      </QueryState>
    </>
  );
}
