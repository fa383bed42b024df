import { DEFAULT_LOCALE, type Locale } from '@voyage/domain';
import { createContext, useContext } from 'react';

/** A text by `namespace:key` (`public:hero.eyebrow`), with `{{name}}` placeholders filled in. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
export type SiteTexts = { locale: Locale; t: Translate };

type Namespaces = Record<string, Record<string, unknown>>;

function lookUp(namespaces: Namespaces, key: string): string | undefined {
  const [namespace = '', path = ''] = key.split(':', 2);
  let node: unknown = namespaces[namespace];
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The server's translator over the locale files: the same texts and placeholders i18next reads in the app. */
export function translatorOf(namespaces: Namespaces): Translate {
  return (key, values = {}) =>
    (lookUp(namespaces, key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

const SiteTextsContext = createContext<SiteTexts>({ locale: DEFAULT_LOCALE, t: (key) => key });

export const SiteTextsProvider = SiteTextsContext.Provider;

/** The language and the texts of the public page being drawn (server or app). */
export function useSiteTexts(): SiteTexts {
  return useContext(SiteTextsContext);
}
