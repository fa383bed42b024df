// The sign-in island's pure rules: which text to show and where to go next. No DOM here, so they are tested alone.
import type { SignInSentence } from '../../lib/sign-in/error-sentences.ts';
import type { IslandTextKey, IslandTexts } from './island-texts.ts';

/** A text with its `{{name}}` placeholders filled in, as i18next does. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A sentence of the sign-in errors in the page's language, with the wait's plural form. */
export function sentenceText(texts: IslandTexts, sentence: SignInSentence, locale: string): string {
  if (!('count' in sentence)) return texts[sentence.key];
  const form = new Intl.PluralRules(locale).select(sentence.count) === 'one' ? 'one' : 'other';
  return fill(texts[`${sentence.key}_${form}`], { count: sentence.count });
}

/** A field's message: the rules give `validation.*` keys of `common`, the forgot-password check an `auth:` key. */
export function fieldMessage(texts: IslandTexts, message: string): string {
  const key = (message.includes(':') ? message : `common:${message}`) as IslandTextKey;
  return texts[key] ?? message;
}

/**
 * The app's router state kept in the history entry (react-router writes `{ usr, key, idx }`): set when a guard or
 * an ended session sent the user to sign-in inside the app, and kept when that page is reloaded.
 */
export function routerStateOf(historyState: unknown): unknown {
  if (typeof historyState !== 'object' || historyState === null || !('usr' in historyState)) return null;
  return historyState.usr ?? null;
}

/**
 * The history entry for the app's code screen, carrying the router state along as a navigation inside the app
 * would (`navigate(paths.twoFactorSignIn.href(), { state })`), so the code leads where the user was going.
 */
export function codeScreenEntry(historyState: unknown, key: string): { usr: unknown; key: string; idx: number } {
  const idx =
    typeof historyState === 'object' &&
    historyState !== null &&
    'idx' in historyState &&
    typeof historyState.idx === 'number'
      ? historyState.idx + 1
      : 1;
  return { usr: routerStateOf(historyState), key, idx };
}
