import type { SiteLink } from './site-header.tsx';
import { useSiteTexts } from './site-texts.tsx';

const INSTITUTE_FACTS = ['years', 'network', 'trip'] as const;

/** The institute in a few facts, and the public links again (docs/product/screens.md#frames-and-menus). */
export function SiteFooter({ navLinks, year }: { navLinks: readonly SiteLink[]; year: number }) {
  const { t } = useSiteTexts();
  return (
    <footer className="ps-footer">
      <div className="ps-container">
        <div className="ps-footer__columns">
          <div>
            <h2 className="ps-footer__title">{t('common:footer.aboutTitle')}</h2>
            <ul className="ps-footer__facts">
              {INSTITUTE_FACTS.map((fact) => (
                <li key={fact}>{t(`common:footer.facts.${fact}`)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="ps-footer__title">{t('common:footer.linksTitle')}</h2>
            <ul className="ps-footer__links">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="ps-body2 ps-footer__rights">{t('common:footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
