import type { LocalizedText, Trip } from '@voyage/domain';
import { localize } from '../lib/localized.ts';
import { Paragraphs } from './paragraphs.tsx';
import { useSiteTexts } from './site-texts.tsx';

export type TextPageName = 'usefulInfo' | 'docs';
type TextSection = { id: string; title: LocalizedText; body: LocalizedText };

/** `/useful-info` by section (`#info-1`…), `/docs` by document (`/docs#terms`). */
function sectionsOf(page: TextPageName, trip: Trip): TextSection[] {
  return page === 'usefulInfo'
    ? trip.usefulInfo.map((section, index) => ({ id: `info-${index + 1}`, ...section }))
    : trip.documents.map((document) => ({ id: document.key, title: document.title, body: document.body }));
}

/** A public page made of the trip's titled text sections, each with its own anchor, and a table of contents. */
export function TripTextPage({ page, trip }: { page: TextPageName; trip: Trip | null }) {
  const { t, locale } = useSiteTexts();
  const sections = trip ? sectionsOf(page, trip) : [];
  const tocLabel = t(`public:${page}.toc`);
  return (
    <>
      <header className="ps-band">
        <div className="ps-container ps-container--md">
          <h1 className="ps-h1">{t(`public:${page}.title`)}</h1>
          <p className="ps-band__lead">{t(`public:${page}.lead`)}</p>
        </div>
      </header>
      <div className="ps-container ps-container--md ps-text-page">
        {sections.length === 0 ? <p className="ps-info">{t(`public:${page}.empty`)}</p> : null}
        {sections.length > 1 ? (
          <nav aria-label={tocLabel} className="ps-toc">
            <h2 className="ps-toc__title">{tocLabel}</h2>
            <ol className="ps-toc__list">
              {sections.map((section) => (
                <li key={section.id}>
                  <a className="ps-link" href={`#${section.id}`}>
                    {localize(section.title, locale)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="ps-card ps-text-section"
          >
            <h2 id={`${section.id}-heading`} className="ps-h2 ps-text-section__title">
              {localize(section.title, locale)}
            </h2>
            <Paragraphs text={localize(section.body, locale)} />
          </section>
        ))}
      </div>
    </>
  );
}
