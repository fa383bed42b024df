// The server renderer of the public pages, built by Vite into dist/server/ and loaded by the API at run time
// (docs/decisions/014-public-pages-rendered-on-the-server.md).
import type { Locale, PublicPageInput, PublicSiteRenderer } from '@voyage/domain';
import { renderToString } from 'react-dom/server.browser';
import authEl from '../locales/el/auth.json';
import commonEl from '../locales/el/common.json';
import componentsEl from '../locales/el/components.json';
import publicEl from '../locales/el/public.json';
import authEn from '../locales/en/auth.json';
import commonEn from '../locales/en/common.json';
import componentsEn from '../locales/en/components.json';
import publicEn from '../locales/en/public.json';
import { SitePage } from './site-page.tsx';
import { SiteTextsProvider, translatorOf, type Translate } from './site-texts.tsx';
import { headScript } from './head-script.ts';
import signInFieldsStylesheet from './sign-in/sign-in-fields.css?inline';
import signInStylesheet from './sign-in/sign-in.css?inline';

const translators: Record<Locale, Translate> = {
  el: translatorOf({ auth: authEl, common: commonEl, components: componentsEl, public: publicEl }),
  en: translatorOf({ auth: authEn, common: commonEn, components: componentsEn, public: publicEn }),
};

const TITLE_KEYS = {
  landing: 'common:titles.home',
  usefulInfo: 'common:titles.usefulInfo',
  docs: 'common:titles.docs',
  dataRetention: 'common:titles.dataRetention',
  accessibility: 'common:titles.accessibility',
  tripNotFound: 'common:titles.notFound',
  noActiveTrip: 'common:titles.home',
  signIn: 'common:titles.login',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces one marker of the built template; a template without it is a build out of step with this code. */
function fill(template: string, marker: string, value: string): string {
  if (!template.includes(marker)) throw new Error(`The public page template has no ${marker}`);
  return template.replace(marker, () => value);
}

function renderPublicPage(input: PublicPageInput, template: string): string {
  const t = translators[input.locale];
  const body = renderToString(
    <SiteTextsProvider value={{ locale: input.locale, t }}>
      <SitePage input={input} />
    </SiteTextsProvider>,
  );
  const title = `${t(TITLE_KEYS[input.content.kind])} - ${t('common:productName')}`;
  let html = fill(template, '<html lang="el">', `<html lang="${input.locale}">`);
  html = fill(html, '<title>Voyage</title>', `<title>${escapeHtml(title)}</title>`);
  html = fill(html, '<!--head-script-->', `<script>${headScript}</script>`);
  // The sign-in page's own styles, on that page only (docs/decisions/029-parent-screens-light.md).
  if (input.content.kind === 'signIn')
    html = fill(html, '</head>', `<style>${signInStylesheet}${signInFieldsStylesheet}</style></head>`);
  return fill(html, '<!--page-->', body);
}

export const renderer: PublicSiteRenderer = { renderPublicPage, headScript };
