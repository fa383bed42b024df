import type { LocalizedText } from '@voyage/domain';
import { localize } from '../lib/localized.ts';
import { Icon } from './icons.tsx';
import { useSiteTexts } from './site-texts.tsx';

/** The trip's mission: what the young travellers take home. */
export function MissionList({ missions }: { missions: readonly LocalizedText[] }) {
  const { locale } = useSiteTexts();
  return (
    <ul className="ps-missions">
      {missions.map((mission, index) => (
        <li key={index} className="ps-missions__item">
          <Icon name="checkCircle" className="ps-missions__icon" />
          <span>{localize(mission, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
