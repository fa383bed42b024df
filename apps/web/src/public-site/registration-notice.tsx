import { formatDate } from '../lib/localized.ts';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

type RegistrationNoticeProps = { isOpen: boolean; closesAt: string; opensAt: string; registerHref: string };

/** "Registrations are open" with the Register link, or a calm note that they are closed. */
export function RegistrationNotice({ isOpen, closesAt, opensAt, registerHref }: RegistrationNoticeProps) {
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
        </div>
      </div>
      {isOpen ? (
        <a className="ps-button ps-button--contained ps-button--large" href={registerHref}>
          {t('public:registration.register')}
        </a>
      ) : null}
    </div>
  );
}
