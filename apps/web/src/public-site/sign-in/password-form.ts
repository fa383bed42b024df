// The password form of the server's `/login`: the same rules, calls, messages and next step as the app's
// SignInForm (features/auth/components/sign-in-form.tsx).
import { signInEmail, signInEmailError, signInFieldErrors, type Locale } from '@voyage/domain';
import { api } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { requestErrorSentence, signInErrorSentence } from '../../lib/sign-in/error-sentences.ts';
import { requestPasswordReset, signIn } from '../../lib/sign-in/requests.ts';
import { afterSignIn } from '../../lib/sign-in/return-path.ts';
import type { SessionUser } from '@voyage/domain';
import { buttonOf, setBusy, setFieldMessage, showNotice } from './island-dom.ts';
import { codeScreenEntry, fieldMessage, routerStateOf, sentenceText } from './island-rules.ts';
import type { IslandTexts } from './island-texts.ts';

type Fields = { email: HTMLInputElement; password: HTMLInputElement };

/** The app's code screen after the password, with the router state carried along in the history entry. */
function openCodeScreen(): void {
  const entry = codeScreenEntry(window.history.state, Math.random().toString(36).slice(2, 10));
  window.history.pushState(entry, '', paths.twoFactorSignIn.href());
  window.location.reload();
}

export function passwordForm(form: HTMLFormElement, texts: IslandTexts, locale: Locale): void {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  if (!email || !password) return;
  const fields: Fields = { email, password };
  const notice = form.querySelector('[data-notice]');
  const submit = buttonOf(form, 'sign-in');
  const forgot = buttonOf(form, 'forgot');
  let wasSubmitted = false;

  /** Each field's message as the schema gives it; the first field in error takes the focus when asked. */
  const validate = (shouldFocus: boolean): boolean => {
    const errors = signInFieldErrors({ email: email.value, password: password.value });
    for (const name of ['email', 'password'] as const) {
      const message = errors[name];
      setFieldMessage(form, name, message ? fieldMessage(texts, message) : null);
    }
    const first = (['email', 'password'] as const).find((name) => errors[name]);
    if (first && shouldFocus) fields[first].focus();
    return first === undefined;
  };

  // As react-hook-form's default: checked on submit, then again as the user types.
  for (const input of [email, password]) input.addEventListener('input', () => wasSubmitted && validate(false));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    wasSubmitted = true;
    if (!validate(true) || submit?.disabled) return;
    showNotice(notice, 'error', null);
    setBusy(submit, true);
    void (async () => {
      try {
        const reply = await signIn({ email: signInEmail(email.value), password: password.value });
        // An account with an authenticator: the code comes next, then where the user was going.
        if (reply?.twoFactorRedirect) return openCodeScreen();
        const { user } = await api.get<{ user: SessionUser | null }>('api/session');
        if (!user) throw new Error('Signed in but the session is empty');
        window.location.replace(afterSignIn(routerStateOf(window.history.state), user.role));
      } catch (error) {
        showNotice(notice, 'error', sentenceText(texts, signInErrorSentence(error), locale));
        setBusy(submit, false);
      }
    })();
  });

  forgot?.addEventListener('click', () => {
    showNotice(notice, 'error', null);
    setFieldMessage(form, 'email', null);
    setFieldMessage(form, 'password', null);
    const typed = email.value.trim();
    const error = typed === '' ? 'auth:forgot.needEmail' : signInEmailError(typed);
    if (error) {
      setFieldMessage(form, 'email', fieldMessage(texts, error));
      email.focus();
      return;
    }
    setBusy(forgot, true);
    requestPasswordReset(signInEmail(typed), locale)
      .then(() => showNotice(notice, 'success', texts['auth:forgot.sent']))
      .catch((failure: unknown) =>
        showNotice(notice, 'error', sentenceText(texts, requestErrorSentence(failure), locale)),
      )
      .finally(() => setBusy(forgot, false));
  });

  // The show/hide button beside the password, named for what it does next.
  const toggle = buttonOf(form, 'show-password');
  toggle?.addEventListener('mousedown', (event) => event.preventDefault());
  toggle?.addEventListener('click', () => {
    const isVisible = password.type === 'password';
    password.type = isVisible ? 'text' : 'password';
    toggle.setAttribute('aria-label', texts[isVisible ? 'common:password.hide' : 'common:password.show']);
    toggle.classList.toggle('ps-field__end--shown', isVisible);
  });
}
