import { drawWindowEnd, isInDrawWindow, type Trip } from '@voyage/domain';
import { formatDate, localize } from '../lib/localized.ts';
import { EiffelArt } from './eiffel-art.tsx';
import { Icon } from './icons.tsx';
import { RegistrationNotice } from './registration-notice.tsx';
import { useSiteTexts } from './site-texts.tsx';

type LandingHeroProps = { trip: Trip; isOpen: boolean; isFull: boolean; registerHref: string; programmeHref: string };

/** The first thing parents see: the trip, its dates, and whether they can register now. */
export function LandingHero({ trip, isOpen, isFull, registerHref, programmeHref }: LandingHeroProps) {
  const { t, locale } = useSiteTexts();
  return (
    <header className="ps-hero">
      <div className="ps-hero__art">
        <EiffelArt />
      </div>
      <div className="ps-container ps-hero__content">
        <div className="ps-hero__stack">
          <span className="ps-chip">{t('public:hero.eyebrow', { year: trip.year })}</span>
          <h1 className="ps-h1">{localize(trip.title, locale)}</h1>
          <p className="ps-hero__dates">
            {t('public:hero.dates', {
              from: formatDate(trip.startsOn, locale, { year: undefined }),
              to: formatDate(trip.endsOn, locale),
            })}
          </p>
          <RegistrationNotice
            isOpen={isOpen}
            isFull={isFull}
            opensAt={trip.registrationOpensAt}
            closesAt={trip.registrationClosesAt}
            drawUntil={isInDrawWindow(trip, new Date()) ? drawWindowEnd(trip).toISOString() : null}
            registerHref={registerHref}
          />
          <a className="ps-hero__programme" href={programmeHref}>
            {t('public:hero.seeProgramme')}
            <Icon name="arrowDown" />
          </a>
        </div>
      </div>
    </header>
  );
}
