import type { LocalizedText } from '@voyage/domain';
import { localize } from '../lib/localized.ts';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

/** What the price includes. */
export function PackageList({ items }: { items: readonly LocalizedText[] }) {
  const { t, locale } = useSiteTexts();
  return (
    <div className="ps-card ps-card--padded">
      <h3 className="ps-h3 ps-package__title">{t('public:package.title')}</h3>
      <ul className="ps-package">
        {items.map((item, index) => (
          <li key={index} className="ps-package__item">
            <Icon name="check" className="ps-package__icon" />
            <span>{localize(item, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
