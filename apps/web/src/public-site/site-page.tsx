import { isRegistrationOpen, type PublicPageInput } from '@voyage/domain';
import { paths } from '../lib/paths.ts';
import { MessagePage } from './message-page.tsx';
import type { SiteLink } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useSiteTexts } from './site-texts.tsx';
import { TripLanding } from './trip-landing.tsx';
import { TripTextPage } from './trip-text-page.tsx';
import { RetentionPage } from './retention-page.tsx';
import { AccessibilityPage } from './accessibility-page.tsx';
import { SignInPage } from './sign-in/sign-in-page.tsx';

const MAIN_ID = 'main-content';

function PageContent({ input }: { input: PublicPageInput }) {
  const { t } = useSiteTexts();
  const { content } = input;
  switch (content.kind) {
    case 'landing':
      return (
        <TripLanding
          trip={content.trip}
          departures={content.departures}
          isFull={content.isFull === true}
          now={new Date(input.now)}
        />
      );
    case 'usefulInfo':
    case 'docs':
      return <TripTextPage page={content.kind} trip={content.trip} />;
    case 'dataRetention':
      return <RetentionPage trip={content.trip} />;
    case 'accessibility':
      return <AccessibilityPage />;
    case 'tripNotFound':
      return (
        <MessagePage
          icon="travelExplore"
          title={t('public:tripNotFound.title')}
          body={t('public:tripNotFound.body')}
          action={{ href: paths.home.href(), label: t('public:tripNotFound.home') }}
        />
      );
    case 'signIn':
      return <SignInPage socialProviders={content.socialProviders} emailLinksDelivered={content.emailLinksDelivered} />;
    case 'noActiveTrip':
      return <MessagePage title={t('public:noActiveTrip.title')} body={t('public:noActiveTrip.body')} />;
  }
}

/** A whole public page as the server sends it: skip link, header, the page, footer. */
export function SitePage({ input }: { input: PublicPageInput }) {
  const { t } = useSiteTexts();
  const navLinks: SiteLink[] = [
    { href: `${paths.home.href(input.viewedTripId)}#programme`, label: t('common:nav.programme') },
    { href: paths.usefulInfo.href(), label: t('common:nav.usefulInfo') },
    { href: paths.docs.href(), label: t('common:nav.docs') },
  ];
  const { activeTrip } = input;
  const register =
    activeTrip && isRegistrationOpen(activeTrip, new Date(input.now))
      ? { href: paths.register.href(activeTrip.id), label: t('common:nav.register') }
      : null;
  const account: SiteLink =
    input.viewer === 'visitor'
      ? { href: paths.login.href(), label: t('common:nav.signIn') }
      : {
          href: input.viewer === 'admin' ? paths.dashboard.href() : paths.myVoyage.href(),
          label: t('common:nav.myArea'),
        };
  return (
    <div className="ps-page">
      <a className="ps-skip-link" href={`#${MAIN_ID}`}>
        {t('common:nav.skipToContent')}
      </a>
      <SiteHeader homeHref={paths.home.href()} navLinks={navLinks} register={register} account={account} />
      <main id={MAIN_ID} tabIndex={-1} className="ps-main">
        <PageContent input={input} />
      </main>
      <SiteFooter
        navLinks={[
          ...navLinks,
          { href: paths.dataRetention.href(), label: t('common:nav.dataRetention') },
          { href: paths.accessibility.href(), label: t('common:nav.accessibility') },
        ]}
        year={new Date(input.now).getFullYear()}
      />
    </div>
  );
}
