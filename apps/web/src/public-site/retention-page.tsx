import {
  ID_RETENTION_DEFAULT_DAYS,
  RETENTION_POLICY,
  type RetentionPeriod,
  type RetentionRule,
  type Trip,
} from '@voyage/domain';
import { localize } from '../lib/localized.ts';
import { useSiteTexts, type Translate } from './site-texts.tsx';

/** The words for how long a rule keeps its data; the trip's own setting where the rule follows it. */
function periodText(t: Translate, kept: RetentionPeriod, idRetentionDays: number): string {
  switch (kept.kind) {
    case 'after-trip':
      return t('public:dataRetention.kept.afterTrip', {
        days: kept.days === 'idRetentionDays' ? idRetentionDays : kept.days,
      });
    case 'after-time':
      if (kept.column === 'created_at') return t('public:dataRetention.kept.afterCreation', { days: kept.days });
      return kept.days === 0
        ? t('public:dataRetention.kept.untilExpiry')
        : t('public:dataRetention.kept.afterExpiry', { days: kept.days });
    default:
      return t(`public:dataRetention.kept.${kept.kind}`);
  }
}

function RuleCard({ rule, idRetentionDays }: { rule: RetentionRule; idRetentionDays: number }) {
  const { t, locale } = useSiteTexts();
  const headingId = `retention-${rule.id}`;
  return (
    <section aria-labelledby={headingId} className="ps-card ps-card--padded ps-retention__rule">
      <h2 id={headingId} className="ps-h3 ps-retention__what">
        {localize(rule.holds, locale)}
      </h2>
      <dl className="ps-retention__facts">
        <dt>{t('public:dataRetention.keptLabel')}</dt>
        <dd>{periodText(t, rule.kept, idRetentionDays)}</dd>
        <dt>{t('public:dataRetention.purgeLabel')}</dt>
        <dd>{t(`public:dataRetention.purge.${rule.purge}`)}</dd>
        <dt>{t('public:dataRetention.erasableLabel')}</dt>
        <dd>{t(rule.erasable ? 'public:dataRetention.erasable' : 'public:dataRetention.notErasable')}</dd>
      </dl>
    </section>
  );
}

/**
 * `/data-retention`: the retention policy as a family reads it, each kind of data with how long it is kept,
 * what then happens to it and whether the family can have it erased sooner; then the kinds of stored files.
 */
export function RetentionPage({ trip }: { trip: Trip | null }) {
  const { t, locale } = useSiteTexts();
  const idRetentionDays = trip?.idRetentionDays ?? ID_RETENTION_DEFAULT_DAYS;
  const ruleOf = new Map(RETENTION_POLICY.rules.map((rule) => [rule.id, rule]));
  return (
    <>
      <header className="ps-band">
        <div className="ps-container ps-container--md">
          <h1 className="ps-h1">{t('public:dataRetention.title')}</h1>
          <p className="ps-band__lead">{t('public:dataRetention.lead')}</p>
        </div>
      </header>
      <div className="ps-container ps-container--md ps-text-page ps-retention">
        {RETENTION_POLICY.rules.map((rule) => (
          <RuleCard key={rule.id} rule={rule} idRetentionDays={idRetentionDays} />
        ))}
        <section aria-labelledby="retention-files" className="ps-card ps-card--padded">
          <h2 id="retention-files" className="ps-h2">
            {t('public:dataRetention.filesTitle')}
          </h2>
          <ul className="ps-retention__files">
            {RETENTION_POLICY.files.map((kind) => {
              const rule = ruleOf.get(kind.rule);
              return (
                <li key={kind.kind}>
                  <strong>{localize(kind.holds, locale)}</strong>:{' '}
                  {rule ? periodText(t, rule.kept, idRetentionDays) : null}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}
