import { useTranslation } from 'react-i18next';
import { TripTextPage } from '../components/trip-text-page.tsx';

/** `/useful-info`: the trip's practical information, section by section. */
export default function UsefulInfoScreen() {
  const { t } = useTranslation('public');
  return (
    <TripTextPage
      title={t('usefulInfo.title')}
      lead={t('usefulInfo.lead')}
      tocLabel={t('usefulInfo.toc')}
      emptyText={t('usefulInfo.empty')}
      sectionsOf={(trip) => trip.usefulInfo.map((section, index) => ({ id: `info-${index + 1}`, ...section }))}
    />
  );
}
