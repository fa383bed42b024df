import { isRegistrationOpen, type PublicDeparture, type Trip } from '@voyage/domain';
import { paths } from '../lib/paths.ts';
import { localize } from '../lib/localized.ts';
import { Departures } from './departures.tsx';
import { InstituteFacts } from './institute-facts.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingSection } from './landing-section.tsx';
import { MissionList } from './mission-list.tsx';
import { PackageList } from './package-list.tsx';
import { Paragraphs } from './paragraphs.tsx';
import { PricePlan } from './price-plan.tsx';
import { Programme } from './programme.tsx';
import { QuickFacts } from './quick-facts.tsx';
import { useSiteTexts } from './site-texts.tsx';

type TripLandingProps = { trip: Trip; departures: readonly PublicDeparture[]; isFull?: boolean; now: Date };

/** The whole landing page of one trip, mobile first (docs/product/screens.md#landing-page). */
export function TripLanding({ trip, departures, isFull = false, now }: TripLandingProps) {
  const { t, locale } = useSiteTexts();
  return (
    <article>
      <LandingHero
        trip={trip}
        isOpen={isRegistrationOpen(trip, now)}
        isFull={isFull}
        registerHref={paths.register.href(trip.id)}
        programmeHref="#programme"
      />
      <QuickFacts trip={trip} />
      <LandingSection id="intro" title={t('public:intro.title')} icon="stories">
        <Paragraphs text={localize(trip.intro, locale)} />
      </LandingSection>
      <LandingSection id="mission" title={t('public:mission.title')} icon="flag" tinted>
        <MissionList missions={trip.missions} />
      </LandingSection>
      <LandingSection id="price" title={t('public:price.title')} icon="euro">
        <div className="ps-price">
          <PricePlan trip={trip} />
          <PackageList items={trip.package} />
        </div>
      </LandingSection>
      <LandingSection
        id="programme"
        title={t('public:programme.title')}
        icon="map"
        lead={t('public:programme.lead')}
        tinted
      >
        <Programme days={trip.schedule} />
      </LandingSection>
      <LandingSection id="flights" title={t('public:flights.title')} icon="flight" lead={t('public:flights.lead')}>
        <Departures departures={departures} />
      </LandingSection>
      <LandingSection id="institute" title={t('public:institute.title')} icon="globe" tinted>
        <InstituteFacts />
      </LandingSection>
    </article>
  );
}
