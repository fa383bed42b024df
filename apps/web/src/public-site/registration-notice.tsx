import { drawDateText } from '@voyage/domain';
import { formatDate } from '../lib/localized.ts';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

type RegistrationNoticeProps = {
  isOpen: boolean;
  /** No place is free: registering joins the waiting list (docs/product/places.md#waiting-list). */
  isFull?: boolean;
  closesAt: string;
  opensAt: string;
  /** While the fair draw's window is open, its end: registrations until then are drawn (docs/product/places.md#fair-allocation). */
  drawUntil?: string | null;
  registerHref: string;
};

/** "Registrations are open" with the Register link, or a calm note that they are closed. */
export function RegistrationNotice({
  isOpen,
  isFull = false,
  closesAt,
  opensAt,
  drawUntil = null,
  registerHref,
}: RegistrationNoticeProps) {
  const { t, locale } = useSiteTexts();
  const isUpcoming = !isOpen && new Date(opensAt) > new Date();
  const title = t(isOpen ? 'public:registration.open' : 'public:registration.closed');
  return (
    <div role="region" aria-label={title} className="ps-notice">
      <div className="ps-notice__text">
        <Icon
          name={isOpen ? 'eventAvailable' : 'eventBusy'}
          className={isOpen ? 'ps-notice__icon--open' : 'ps-notice__icon'}
        />
        <div>
          <p className="ps-notice__title">{title}</p>
          <p className="ps-body2 ps-secondary">
            {isOpen
              ? t('public:registration.until', { date: formatDate(closesAt, locale) })
              : isUpcoming
                ? t('public:registration.opensOn', { date: formatDate(opensAt, locale) })
                : t('public:registration.closedNote')}
          </p>
          {isOpen && drawUntil ? (
            <p className="ps-body2">{t('public:registration.drawn', drawDateText(drawUntil, locale))}</p>
          ) : null}
          {isOpen && isFull ? <p className="ps-body2">{t('public:registration.full')}</p> : null}
        </div>
      </div>
      {isOpen ? (
        <a className="ps-button ps-button--contained ps-button--large" href={registerHref}>
          {t(isFull ? 'public:registration.joinWaitingList' : 'public:registration.register')}
        </a>
      ) : null}
    </div>
  );
}
