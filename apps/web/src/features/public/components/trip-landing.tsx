import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import EuroOutlinedIcon from '@mui/icons-material/EuroOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import FlightOutlinedIcon from '@mui/icons-material/FlightOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import Grid from '@mui/material/Grid';
import { isRegistrationOpen, type Trip } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { localize } from '../../../lib/localized.ts';
import { FlightsSection } from './flights-section.tsx';
import { InstituteFacts } from './institute-facts.tsx';
import { LandingHero } from './landing-hero.tsx';
import { MissionList } from './mission-list.tsx';
import { PackageList } from './package-list.tsx';
import { Paragraphs } from './paragraphs.tsx';
import { PricePlan } from './price-plan.tsx';
import { Programme } from '../../../components/trip/programme.tsx';
import { QuickFacts } from './quick-facts.tsx';
import { Section } from './section.tsx';

/** The whole public landing page of one trip, mobile first. */
export function TripLanding({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('public');
  const isOpen = isRegistrationOpen(trip, new Date());
  return (
    <article>
      <LandingHero trip={trip} isOpen={isOpen} registerTo={paths.register.href(trip.id)} />
      <QuickFacts trip={trip} />
      <Section id="intro" title={t('intro.title')} icon={<AutoStoriesOutlinedIcon />}>
        <Paragraphs text={localize(trip.intro, i18n.language)} />
      </Section>
      <Section id="mission" title={t('mission.title')} icon={<FlagOutlinedIcon />} tinted>
        <MissionList missions={trip.missions} />
      </Section>
      <Section id="price" title={t('price.title')} icon={<EuroOutlinedIcon />}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <PricePlan trip={trip} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <PackageList items={trip.package} />
          </Grid>
        </Grid>
      </Section>
      <Section id="programme" title={t('programme.title')} icon={<MapOutlinedIcon />} lead={t('programme.lead')} tinted>
        <Programme days={trip.schedule} />
      </Section>
      <Section id="flights" title={t('flights.title')} icon={<FlightOutlinedIcon />} lead={t('flights.lead')}>
        <FlightsSection tripId={trip.id} />
      </Section>
      <Section id="institute" title={t('institute.title')} icon={<PublicOutlinedIcon />} tinted>
        <InstituteFacts />
      </Section>
    </article>
  );
}
