import { TRAVELLERS_PER_ESCORT, formatEuro, type Trip } from '@voyage/domain';
import { Icon, type IconName } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

/** Four facts at a glance under the hero: price, flights, hotel nights, escorts. */
export function QuickFacts({ trip }: { trip: Trip }) {
  const { t, locale } = useSiteTexts();
  const facts: { key: string; icon: IconName; value: string; label: string }[] = [
    { key: 'price', icon: 'euro', value: formatEuro(trip.totalPriceCents, locale), label: t('public:facts.perPerson') },
    { key: 'flights', icon: 'flight', value: t('public:facts.flightsValue'), label: t('public:facts.flights') },
    { key: 'hotel', icon: 'bed', value: t('public:facts.nightsValue'), label: t('public:facts.nights') },
    {
      key: 'escorts',
      icon: 'groups',
      value: t('public:facts.escortsValue', { per: TRAVELLERS_PER_ESCORT }),
      label: t('public:facts.escorts'),
    },
  ];
  return (
    <div className="ps-container ps-facts">
      <ul aria-label={t('public:facts.title')} className="ps-facts__list">
        {facts.map((fact) => (
          <li key={fact.key} className="ps-card ps-facts__item">
            <Icon name={fact.icon} className="ps-facts__icon" />
            <p className="ps-facts__value">{fact.value}</p>
            <p className="ps-body2 ps-secondary">{fact.label}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
