import type { Translate } from '../site-texts.tsx';

/**
 * The texts the sign-in island may show after the page is drawn (messages, notices, the other method's labels),
 * sent in the page as JSON in its language: no locale file and no i18n library reach the island. Placeholders
 * (`{{email}}`) stay for the island to fill; the wait's plural forms both go.
 */
export const ISLAND_TEXT_KEYS = [
  'common:validation.required',
  'common:validation.email',
  'common:password.show',
  'common:password.hide',
  'auth:lead',
  'auth:forgot.needEmail',
  'auth:forgot.sent',
  'auth:errors.invalidCredentials',
  'auth:errors.tooManyAttempts_one',
  'auth:errors.tooManyAttempts_other',
  'auth:errors.tooManyAttemptsLater',
  'auth:errors.network',
  'auth:errors.unexpected',
  'auth:magicLink.open',
  'auth:magicLink.usePassword',
  'auth:magicLink.lead',
  'auth:magicLink.sentBody',
  'auth:notices.sessionEnded',
  'auth:notices.linkExpired',
  'auth:notices.noAccount',
  'auth:notices.externalFailed',
  'auth:notices.signInAgain',
] as const;

export type IslandTextKey = (typeof ISLAND_TEXT_KEYS)[number];
export type IslandTexts = Record<IslandTextKey, string>;

export function islandTextsOf(t: Translate): IslandTexts {
  return Object.fromEntries(ISLAND_TEXT_KEYS.map((key) => [key, t(key)])) as IslandTexts;
}
