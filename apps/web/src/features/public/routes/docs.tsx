import { useTranslation } from 'react-i18next';
import { TripTextPage } from '../components/trip-text-page.tsx';

/** `/docs`: consent document, terms and general information, each at its own anchor (`/docs#terms`). */
export default function DocsScreen() {
  const { t } = useTranslation('public');
  return (
    <TripTextPage
      title={t('docs.title')}
      lead={t('docs.lead')}
      tocLabel={t('docs.toc')}
      emptyText={t('docs.empty')}
      sectionsOf={(trip) =>
        trip.documents.map((document) => ({ id: document.key, title: document.title, body: document.body }))
      }
    />
  );
}
