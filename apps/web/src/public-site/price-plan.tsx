import { formatEuro, type Trip } from '@voyage/domain';
import { formatDate, localize } from '../lib/localized.ts';
import { useSiteTexts } from './site-texts.tsx';

/** Price per person in euro and the payment plan (deposit, balance, due dates). */
export function PricePlan({ trip }: { trip: Pick<Trip, 'totalPriceCents' | 'payments'> }) {
  const { t, locale } = useSiteTexts();
  return (
    <div className="ps-card ps-card--padded">
      <h3 className="ps-price__label">{t('public:price.perPerson')}</h3>
      <p className="ps-price__amount">{formatEuro(trip.totalPriceCents, locale)}</p>
      <hr className="ps-divider ps-price__divider" />
      <h3 className="ps-h4 ps-price__plan">{t('public:price.plan')}</h3>
      <ol className="ps-price__instalments">
        {trip.payments.map((instalment) => (
          <li key={instalment.key} className="ps-price__instalment">
            <div>
              <p className="ps-strong">{localize(instalment.label, locale)}</p>
              <p className="ps-body2 ps-secondary">
                {t('public:price.due', { date: formatDate(instalment.dueDate, locale) })}
              </p>
            </div>
            <p className="ps-price__instalment-amount">{formatEuro(instalment.amountCents, locale)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
