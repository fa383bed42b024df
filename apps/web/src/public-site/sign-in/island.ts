// The island of script of the server's `/login` (docs/decisions/029-parent-screens-light.md), its own chunk,
// loaded by the public islands only on that page. It wires what moves: the password form, "Forgot password?",
// the e-mail link form, the providers' buttons and the notices; each control is enabled once wired.
// `@voyage/domain`'s zod-free modules only (lib/domain-zod-free.test.ts): no zod reaches the island.
import { LOCALES, type Locale, type SocialProvider } from '@voyage/domain';
import { paths } from '../../lib/paths.ts';
import { signInErrorSentence } from '../../lib/sign-in/error-sentences.ts';
import { loginNoticeOf } from '../../lib/sign-in/notices.ts';
import { signInSocial } from '../../lib/sign-in/requests.ts';
import { returnPathFrom } from '../../lib/sign-in/return-path.ts';
import { buttonOf, enable, readTexts, setBusy, showNotice } from './island-dom.ts';
import { LINK_FORM_TEMPLATE_ID } from './island-ids.ts';
import { routerStateOf, sentenceText } from './island-rules.ts';
import { linkForm } from './link-form.ts';
import { passwordForm } from './password-form.ts';

const REDIRECT_PARAMS = ['error', 'error_description'];

/** better-auth's `?error=` once read, then taken out of the address bar (the router's state rides along). */
function takeRedirectError(): string | undefined {
  const url = new URL(window.location.href);
  const error = url.searchParams.get('error') ?? undefined;
  if (!REDIRECT_PARAMS.some((name) => url.searchParams.has(name))) return error;
  for (const name of REDIRECT_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return error;
}

function signInIsland(page: HTMLElement): void {
  const texts = readTexts();
  const lang = document.documentElement.lang;
  const locale: Locale = (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : 'el';
  const state = routerStateOf(window.history.state);
  const from = returnPathFrom(state);

  const notice = loginNoticeOf(state, takeRedirectError());
  if (notice) showNotice(page.querySelector('[data-page-notice]'), notice.severity, texts[notice.key]);

  const password = page.querySelector<HTMLFormElement>('form[data-form="password"]');
  if (password) passwordForm(password, texts, locale);

  // Password or e-mail link: one form at a time, as in the app.
  const method = page.querySelector<HTMLElement>('[data-method]');
  const template = document.getElementById(LINK_FORM_TEMPLATE_ID);
  const switcher = buttonOf(page, 'switch-method');
  const lead = page.querySelector('[data-lead]');
  const link =
    method && template instanceof HTMLTemplateElement
      ? linkForm(template, method, { texts, locale, callbackURL: from ?? undefined })
      : null;
  let isPassword = true;
  switcher?.addEventListener('click', () => {
    if (!method || !password || !link) return;
    isPassword = !isPassword;
    if (isPassword) method.replaceChildren(password);
    else link.show();
    if (lead) lead.textContent = texts[isPassword ? 'auth:lead' : 'auth:magicLink.lead'];
    const label = switcher.querySelector('.ps-sign-in__label');
    if (label) label.textContent = texts[isPassword ? 'auth:magicLink.open' : 'auth:magicLink.usePassword'];
    switcher.classList.toggle('ps-sign-in__button--password', !isPassword);
  });

  // A provider comes back here (which then leads to the user's area) unless a guard said where the user was going.
  const social = page.querySelectorAll<HTMLButtonElement>('button[data-action="social"]');
  for (const button of social) {
    button.addEventListener('click', () => {
      // The server drew a button for each provider it offers, and only for those.
      const provider = button.value as SocialProvider;
      const place = page.querySelector('[data-social-notice]');
      showNotice(place, 'error', null);
      for (const other of social) other.disabled = other !== button;
      setBusy(button, true);
      signInSocial(provider, from ?? paths.login.href()).catch((error: unknown) => {
        showNotice(place, 'error', sentenceText(texts, signInErrorSentence(error), locale));
        setBusy(button, false);
        for (const other of social) other.disabled = false;
      });
    });
  }
  enable(page);
}

const page = document.querySelector<HTMLElement>('[data-island="sign-in"]');
if (page) signInIsland(page);
