// The only script of the server-rendered public pages: the few controls that move. Everything else is HTML. It is
// loaded once the page is painted (head-script.ts); each control arrives `disabled` and is enabled once wired here.
import { LOCALE_COOKIE, LOCALES, type Locale } from '@voyage/domain';
import { SETTING_KEYS, readSetting, rememberLocale, writeSetting } from '../lib/local-settings.ts';

const root = document.documentElement;
const isDark = () => root.classList.contains('theme-dark');

function islands<T extends HTMLElement>(name: string): T[] {
  return Array.from(document.querySelectorAll<T>(`[data-island="${name}"]`));
}

/** The theme button: names the theme it switches to, flips the class and keeps the choice. */
function themeToggle(button: HTMLButtonElement): void {
  const name = () => {
    const label = (isDark() ? button.dataset.labelToLight : button.dataset.labelToDark) ?? '';
    button.setAttribute('aria-label', label);
    button.title = label;
  };
  const show = (dark: boolean) => {
    root.classList.toggle('theme-dark', dark);
    root.classList.toggle('theme-light', !dark);
    name();
  };
  name();
  button.addEventListener('click', () => {
    const dark = !isDark();
    writeSetting(SETTING_KEYS.theme, dark ? 'dark' : 'light');
    show(dark);
  });
  // Until the visitor chooses, the page follows the system as it changes.
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    const chosen = readSetting(SETTING_KEYS.theme);
    if (chosen !== 'light' && chosen !== 'dark') show(event.matches);
  });
  button.disabled = false;
}

/** The language menu: arrow keys move between the languages, Escape closes it, a choice reloads the page in it. */
function localeMenu(container: HTMLElement): void {
  const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup]');
  const menu = container.querySelector<HTMLElement>('[role="menu"]');
  if (!button || !menu) return;
  const items = Array.from(menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
  const close = (returnFocus: boolean) => {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };
  const open = () => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    (items.find((item) => item.classList.contains('ps-popup__item--selected')) ?? items[0])?.focus();
  };
  button.addEventListener('click', () => (menu.hidden ? open() : close(true)));
  menu.addEventListener('keydown', (event) => {
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      items[(index + move + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !container.contains(event.target as Node)) close(false);
  });
  for (const item of items) {
    item.addEventListener('click', () => {
      const locale = item.dataset.locale;
      if (!(LOCALES as readonly string[]).includes(locale ?? '')) return;
      rememberLocale(locale as Locale);
      close(false);
      window.location.reload();
    });
  }
  button.disabled = false;
}

/** The phone menu: a panel from the right; focus stays inside while it is open, Escape or the backdrop close it. */
function navMenu(button: HTMLButtonElement): void {
  const drawer = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!drawer) return;
  const focusable = () => Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button'));
  const close = () => {
    drawer.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    document.body.classList.remove('ps-no-scroll');
    button.focus();
  };
  button.addEventListener('click', () => {
    drawer.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    document.body.classList.add('ps-no-scroll');
    focusable()[0]?.focus();
  });
  for (const closer of drawer.querySelectorAll('[data-close-menu]')) closer.addEventListener('click', close);
  drawer.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a[href]')) close();
  });
  drawer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    if (event.key !== 'Tab') return;
    const elements = focusable();
    const first = elements[0];
    const last = elements.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  button.disabled = false;
}

islands<HTMLButtonElement>('theme').forEach(themeToggle);
islands<HTMLElement>('locale').forEach(localeMenu);
islands<HTMLButtonElement>('nav-menu').forEach(navMenu);
// The sign-in page's own island, a chunk of its own fetched on that page only (docs/decisions/029-parent-screens-light.md).
if (islands('sign-in').length > 0) void import('./sign-in/island.ts');
// A language chosen in the app before the server could know it (no cookie yet) is carried over once.
const stored = readSetting(SETTING_KEYS.locale);
const hasCookie = document.cookie.split('; ').some((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
if (!hasCookie && (LOCALES as readonly string[]).includes(stored ?? '') && stored !== root.lang) {
  rememberLocale(stored as Locale);
  window.location.reload();
}
