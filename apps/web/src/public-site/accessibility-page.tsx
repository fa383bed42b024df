import { dateTimeFormat } from '@voyage/domain';
import type { ReactNode } from 'react';
import { useSiteTexts } from './site-texts.tsx';

/** The day the statement was last reviewed against the product (docs/product/accessibility.md#review). */
export const ACCESSIBILITY_REVIEWED_ON = '2026-11-28';

const EXCEPTIONS = ['uploads', 'pdfs', 'tripDocuments', 'grid'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="ps-card ps-card--padded">
      <h2 id={id} className="ps-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/accessibility`: the accessibility statement on the EU model (docs/product/accessibility.md): how far Voyage
 * meets WCAG 2.2 AA, what is not accessible yet, how the statement was prepared and when, and how to report a barrier.
 */
export function AccessibilityPage() {
  const { t, locale } = useSiteTexts();
  const reviewedOn = dateTimeFormat(locale === 'en' ? 'en-IE' : 'el-GR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${ACCESSIBILITY_REVIEWED_ON}T12:00:00Z`));
  return (
    <>
      <header className="ps-band">
        <div className="ps-container ps-container--md">
          <h1 className="ps-h1">{t('public:accessibility.title')}</h1>
          <p className="ps-band__lead">{t('public:accessibility.lead')}</p>
        </div>
      </header>
      <div className="ps-container ps-container--md ps-text-page ps-accessibility">
        <Section id="accessibility-status" title={t('public:accessibility.statusTitle')}>
          <p className="ps-paragraph">{t('public:accessibility.status')}</p>
        </Section>
        <Section id="accessibility-exceptions" title={t('public:accessibility.exceptionsTitle')}>
          <p className="ps-paragraph">{t('public:accessibility.exceptionsLead')}</p>
          <ul className="ps-accessibility__list">
            {EXCEPTIONS.map((exception) => (
              <li key={exception}>{t(`public:accessibility.exceptions.${exception}`)}</li>
            ))}
          </ul>
        </Section>
        <Section id="accessibility-prepared" title={t('public:accessibility.preparedTitle')}>
          <p className="ps-paragraph">{t('public:accessibility.prepared', { date: reviewedOn })}</p>
          <p className="ps-paragraph">
            <strong>{t('public:accessibility.reviewedLabel')}:</strong>{' '}
            <time dateTime={ACCESSIBILITY_REVIEWED_ON}>{reviewedOn}</time>
          </p>
        </Section>
        <Section id="accessibility-feedback" title={t('public:accessibility.feedbackTitle')}>
          <p className="ps-paragraph">{t('public:accessibility.feedback')}</p>
        </Section>
      </div>
    </>
  );
}
