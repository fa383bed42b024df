import type { AnyNamespaceT } from '../../../lib/i18n-resources.ts';
import type { ApiRequestError } from '../../../lib/api-client.ts';
import {
  requestErrorSentence,
  signInErrorSentence,
  waitSentence,
  type SignInSentence,
} from '../../../lib/sign-in/error-sentences.ts';

const say = (t: AnyNamespaceT, sentence: SignInSentence) =>
  'count' in sentence ? t(sentence.key, { count: sentence.count }) : t(sentence.key);

/** The wait message of a 429, in whole minutes from `Retry-After` when the server gives it. */
export function waitMessage(t: AnyNamespaceT, error: ApiRequestError): string {
  return say(t, waitSentence(error));
}

/** The sentence shown above the form when signing in fails (docs/product/rules.md#field-and-sign-in-messages). */
export function signInErrorMessage(t: AnyNamespaceT, error: unknown): string {
  return say(t, signInErrorSentence(error));
}

/** For requests that answer alike whatever the address (reset, e-mail link). */
export function requestErrorMessage(t: AnyNamespaceT, error: unknown): string {
  return say(t, requestErrorSentence(error));
}
