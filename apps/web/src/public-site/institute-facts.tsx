import { numberFormat } from '@voyage/domain';
import { useSiteTexts } from './site-texts.tsx';

const FACTS = [
  { key: 'years', figure: 61 },
  { key: 'institutes', figure: 829 },
  { key: 'countries', figure: 133 },
  { key: 'tripYears', figure: 30 },
] as const;

/** 61 years; 829 institutes in 133 countries; the trip organised for 30 years (docs/product/rules.md#constants). */
export function InstituteFacts() {
  const { t, locale } = useSiteTexts();
  const format = numberFormat(locale === 'en' ? 'en-IE' : 'el-GR');
  return (
    <>
      <p className="ps-paragraph ps-institute__body">{t('public:institute.body')}</p>
      <ul className="ps-institute">
        {FACTS.map((fact) => (
          <li key={fact.key} className="ps-card ps-institute__item">
            <span className="ps-institute__figure">{format.format(fact.figure)}</span>
            <span className="ps-body2 ps-secondary ps-block ps-institute__label">
              {t(`public:institute.${fact.key}`)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
