import { LOCALES } from '@voyage/domain';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

export type SiteLink = { href: string; label: string };
type SiteHeaderProps = {
  homeHref: string;
  navLinks: readonly SiteLink[];
  register: SiteLink | null;
  account: SiteLink;
};

const DRAWER_ID = 'ps-nav-drawer';
const LOCALE_MENU_ID = 'ps-locale-menu';

/** Ελληνικά / English: a menu the `locale` island opens; the choice is kept in a cookie and the page reloads. */
function LocaleChanger() {
  const { t, locale } = useSiteTexts();
  return (
    <div className="ps-popup" data-island="locale">
      <button
        type="button"
        className="ps-button ps-button--text ps-locale"
        // The name starts with the visible text ("ΕΛ"), so speech users can say what they see (WCAG 2.5.3).
        aria-label={`${t(`common:locale.short.${locale}`)}, ${t('common:locale.label', { language: t(`common:locale.${locale}`) })}`}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls={LOCALE_MENU_ID}
        // Enabled by its island (islands.ts), which loads after the first paint.
        disabled
      >
        <Icon name="translate" className="ps-locale__icon" />
        {t(`common:locale.short.${locale}`)}
      </button>
      <ul id={LOCALE_MENU_ID} role="menu" className="ps-popup__menu" hidden>
        {LOCALES.map((option) => (
          <li key={option} role="none">
            <button
              type="button"
              role="menuitem"
              lang={option}
              data-locale={option}
              tabIndex={-1}
              className={option === locale ? 'ps-popup__item ps-popup__item--selected' : 'ps-popup__item'}
            >
              <span className="ps-popup__check">{option === locale ? <Icon name="check" /> : null}</span>
              {t(`common:locale.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Light/dark: the `theme` island names it after the theme shown and flips the class on <html>. */
function ThemeToggle() {
  const { t } = useSiteTexts();
  return (
    <button
      type="button"
      className="ps-icon-button ps-theme-toggle"
      data-island="theme"
      aria-label={t('common:theme.toDark')}
      title={t('common:theme.toDark')}
      data-label-to-dark={t('common:theme.toDark')}
      data-label-to-light={t('common:theme.toLight')}
      disabled
    >
      <Icon name="darkMode" className="ps-theme-toggle__to-dark" />
      <Icon name="lightMode" className="ps-theme-toggle__to-light" />
    </button>
  );
}

/** Phones and tablets: the links in a panel from the right, opened and closed by the `nav-menu` island. */
function NavMenu({ links }: { links: readonly SiteLink[] }) {
  const { t } = useSiteTexts();
  return (
    <div className="ps-nav-menu">
      <button
        type="button"
        className="ps-icon-button ps-nav-menu__open"
        data-island="nav-menu"
        aria-label={t('common:nav.openMenu')}
        aria-expanded="false"
        aria-controls={DRAWER_ID}
        disabled
      >
        <Icon name="menu" />
      </button>
      <div id={DRAWER_ID} className="ps-drawer" hidden>
        <div className="ps-drawer__backdrop" data-close-menu="" />
        <div className="ps-drawer__panel" role="dialog" aria-modal="true" aria-label={t('common:nav.main')}>
          <div className="ps-drawer__top">
            <button type="button" className="ps-icon-button" data-close-menu="" aria-label={t('common:nav.closeMenu')}>
              <Icon name="close" />
            </button>
          </div>
          <hr className="ps-divider" />
          <nav aria-label={t('common:nav.main')}>
            <ul className="ps-drawer__links">
              {links.map((link) => (
                <li key={link.href}>
                  <a className="ps-drawer__link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

/** The public site's bar: brand, links, Register while open, sign-in or My account, language, theme, phone menu. */
export function SiteHeader({ homeHref, navLinks, register, account }: SiteHeaderProps) {
  const { t } = useSiteTexts();
  return (
    <header className="ps-appbar">
      <div className="ps-toolbar">
        <a className="ps-brand" href={homeHref} aria-label={t('common:nav.home')}>
          {/* Low priority: React then writes no preload for it, and nothing fetched ahead of the text it adorns. */}
          <img className="ps-brand__mark" src="/favicon.svg" alt="" width="32" height="32" fetchPriority="low" />
          <span className="ps-brand__name">{t('common:productName')}</span>
        </a>
        <nav aria-label={t('common:nav.main')} className="ps-appbar__nav">
          {navLinks.map((link) => (
            <a key={link.href} className="ps-button ps-button--text" href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ps-toolbar__spacer" />
        <div className="ps-appbar__actions">
          {register ? (
            <a className="ps-button ps-button--contained ps-appbar__register" href={register.href}>
              {register.label}
            </a>
          ) : null}
          <a className="ps-button ps-button--text ps-appbar__account" href={account.href}>
            {account.label}
          </a>
          <LocaleChanger />
          <ThemeToggle />
          <NavMenu links={[...navLinks, ...(register ? [register] : []), account]} />
        </div>
      </div>
    </header>
  );
}
