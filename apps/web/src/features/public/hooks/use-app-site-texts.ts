import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { SiteTexts } from '../../../public-site/site-texts.tsx';

/** The app's own i18next texts, handed to the public site's components when the app draws them. */
export function useAppSiteTexts(): SiteTexts {
  const { t } = useTranslation(['public', 'common', 'components']);
  const locale = useLocale();
  return { locale, t: (key, values) => String(t(key as never, values as never)) };
}
