import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '@voyage/domain';
import type { Resources } from './i18n-resources.ts';

/**
 * A namespace's texts in another language than the screen's (the family's, for what they will read), loaded
 * if the screen has not used that language yet. Undefined when the language is not known.
 */
export function useTextsIn<N extends keyof Resources>(
  language: Locale | undefined,
  namespace: N,
): TFunction<N> | undefined {
  const { i18n } = useTranslation(namespace);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!language) return;
    let isCurrent = true;
    void i18n.loadLanguages(language).then(() => {
      if (isCurrent) setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, language]);
  return language ? i18n.getFixedT(language, namespace) : undefined;
}
