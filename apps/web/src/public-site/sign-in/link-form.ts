// "Email me a sign-in link" on the server's `/login`, as the app's MagicLinkForm: one e-mail field, then the same
// confirmation whatever the address.
import { signInEmail, signInEmailError, type Locale } from '@voyage/domain';
import { requestErrorSentence } from '../../lib/sign-in/error-sentences.ts';
import { requestMagicLink } from '../../lib/sign-in/requests.ts';
import { buttonOf, enable, setBusy, setFieldMessage, showNotice } from './island-dom.ts';
import { fieldMessage, fill, sentenceText } from './island-rules.ts';
import type { IslandTexts } from './island-texts.ts';

type LinkFormOptions = { texts: IslandTexts; locale: Locale; callbackURL: string | undefined };

/** The form and its confirmation, made from the page's `<template>`; `show` puts one of them in `place`. */
export function linkForm(template: HTMLTemplateElement, place: HTMLElement, options: LinkFormOptions) {
  const { texts, locale, callbackURL } = options;
  const parts = template.content.cloneNode(true) as DocumentFragment;
  const form = parts.querySelector<HTMLFormElement>('form');
  const sent = parts.querySelector<HTMLElement>('[data-sent]');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  if (!form || !sent || !email) return null;
  const submit = buttonOf(form, 'send-link');
  let wasSubmitted = false;

  const validate = (shouldFocus: boolean) => {
    const error = signInEmailError(email.value);
    setFieldMessage(form, 'email', error ? fieldMessage(texts, error) : null);
    if (error && shouldFocus) email.focus();
    return error === null;
  };
  email.addEventListener('input', () => wasSubmitted && validate(false));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    wasSubmitted = true;
    if (!validate(true) || submit?.disabled) return;
    showNotice(form.querySelector('[data-notice]'), 'error', null);
    setBusy(submit, true);
    const address = signInEmail(email.value);
    requestMagicLink(address, callbackURL, locale)
      .then(() => {
        const body = sent.querySelector('[data-sent-body]');
        if (body) body.textContent = fill(texts['auth:magicLink.sentBody'], { email: address });
        place.replaceChildren(sent);
      })
      .catch((failure: unknown) =>
        showNotice(
          form.querySelector('[data-notice]'),
          'error',
          sentenceText(texts, requestErrorSentence(failure), locale),
        ),
      )
      .finally(() => setBusy(submit, false));
  });

  buttonOf(sent, 'link-again')?.addEventListener('click', () => {
    email.value = signInEmail(email.value);
    wasSubmitted = false;
    place.replaceChildren(form);
    email.focus();
  });
  enable(form);
  enable(sent);

  return {
    /** Puts the form in its place again, empty, as the app draws it anew each time it is chosen. */
    show() {
      form.reset();
      wasSubmitted = false;
      setFieldMessage(form, 'email', null);
      showNotice(form.querySelector('[data-notice]'), 'error', null);
      place.replaceChildren(form);
    },
  };
}
