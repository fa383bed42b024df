import type { SocialProvider } from '@voyage/domain';
import { useSiteTexts } from '../site-texts.tsx';
import { SignInButton, SignInTextField } from './sign-in-fields.tsx';
import { Icon } from '../icons.tsx';
import { islandTextsOf } from './island-texts.ts';
import { LINK_FORM_TEMPLATE_ID, ISLAND_TEXTS_ID } from './island-ids.ts';

type SignInPageProps = { socialProviders: readonly SocialProvider[]; emailLinksDelivered: boolean };

/** JSON inside a `<script type="application/json">`: `<` escaped so no text can close the element. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The e-mail link form and its confirmation, drawn by the island when asked for: one e-mail field at a time. */
function LinkFormTemplate() {
  const { t } = useSiteTexts();
  return (
    <template id={LINK_FORM_TEMPLATE_ID}>
      <form className="ps-sign-in__form" noValidate aria-label={t('auth:magicLink.formLabel')} data-form="link">
        <div className="ps-sign-in__notice" data-notice />
        <SignInTextField
          id="sign-in-link-email"
          name="email"
          type="email"
          label={t('auth:email')}
          autoComplete="email"
        />
        <SignInButton kind="contained" type="submit" action="send-link">
          {t('auth:magicLink.submit')}
        </SignInButton>
      </form>
      <div className="ps-sign-in__sent" role="status" data-sent>
        <Icon name="mailRead" className="ps-sign-in__sent-icon" />
        <h2 className="ps-sign-in__sent-title">{t('auth:magicLink.sentTitle')}</h2>
        <p className="ps-sign-in__sent-body" data-sent-body />
        <p className="ps-secondary ps-sign-in__hint">{t('auth:magicLink.sentHint')}</p>
        <SignInButton kind="text" action="link-again">
          {t('auth:magicLink.again')}
        </SignInButton>
      </div>
    </template>
  );
}

/**
 * `/login` as the server draws it (docs/decisions/029-parent-screens-light.md): the app's sign-in card in plain
 * HTML, every control `disabled` until the island (island.ts) wires it. The texts are the `auth` namespace's, and
 * those the island may need later travel in the page as JSON, in the page's language.
 */
export function SignInPage({ socialProviders, emailLinksDelivered }: SignInPageProps) {
  const { t } = useSiteTexts();
  return (
    <div className="ps-sign-in" data-island="sign-in">
      <section className="ps-card ps-sign-in__card" aria-labelledby="sign-in-title">
        <div className="ps-sign-in__head">
          <span className="ps-sign-in__avatar">
            <Icon name="lock" />
          </span>
          <h1 className="ps-sign-in__title" id="sign-in-title">
            {t('auth:title')}
          </h1>
          <p className="ps-secondary" data-lead>
            {t('auth:lead')}
          </p>
        </div>
        <div className="ps-sign-in__stack">
          <div className="ps-sign-in__notice" data-page-notice />
          {emailLinksDelivered ? null : (
            <div className="ps-alert ps-alert--info" role="status">
              <Icon name="info" className="ps-alert__icon" />
              <div className="ps-alert__text">{t('auth:magicLink.notDelivered')}</div>
            </div>
          )}
          <div data-method>
            <form className="ps-sign-in__form" noValidate aria-label={t('auth:title')} data-form="password">
              <div className="ps-sign-in__notice" data-notice />
              <SignInTextField
                id="sign-in-email"
                name="email"
                type="email"
                label={t('auth:email')}
                autoComplete="username"
              />
              <SignInTextField
                id="sign-in-password"
                name="password"
                type="password"
                label={t('auth:password')}
                autoComplete="current-password"
                end={
                  <button
                    type="button"
                    className="ps-icon-button ps-field__end"
                    aria-label={t('common:password.show')}
                    data-action="show-password"
                    disabled
                  >
                    <Icon name="visibility" />
                    <Icon name="visibilityOff" />
                  </button>
                }
              />
              <SignInButton kind="contained" type="submit" action="sign-in">
                {t('auth:submit')}
              </SignInButton>
              <SignInButton kind="text" action="forgot">
                {t('auth:forgot.link')}
              </SignInButton>
            </form>
          </div>
          <div className="ps-sign-in__divider" role="separator">
            <span>{t('auth:or')}</span>
          </div>
          <SignInButton kind="outlined" action="switch-method" icon="mail" altIcon="password">
            {t('auth:magicLink.open')}
          </SignInButton>
          {socialProviders.length > 0 ? (
            <div className="ps-sign-in__social">
              <div className="ps-sign-in__notice" data-social-notice />
              {socialProviders.map((provider) => (
                <SignInButton key={provider} kind="outlined" action="social" value={provider} icon={provider}>
                  {t('auth:social.continueWith', { provider: t(`auth:social.providers.${provider}`) })}
                </SignInButton>
              ))}
            </div>
          ) : null}
        </div>
      </section>
      <LinkFormTemplate />
      {/* The alerts' icons, which the island copies into the notices it shows. */}
      <div className="ps-sign-in__icons">
        <Icon name="error" />
        <Icon name="info" />
        <Icon name="success" />
      </div>
      <script
        type="application/json"
        id={ISLAND_TEXTS_ID}
        dangerouslySetInnerHTML={{ __html: jsonInHtml(islandTextsOf(t)) }}
      />
    </div>
  );
}
