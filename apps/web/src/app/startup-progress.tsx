import { useTranslation } from 'react-i18next';
import { CenteredProgress } from '../components/common/centered-progress.tsx';

/** The whole window's loading indicator while the first screen loads. */
export function StartupProgress() {
  const { t } = useTranslation();
  return <CenteredProgress fullScreen label={t('startup.loading')} />;
}
