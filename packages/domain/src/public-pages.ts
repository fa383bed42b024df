import type { SocialProvider } from './auth.ts';
import type { PublicDeparture } from './departure.ts';
import type { Locale } from './locales.ts';
import type { Trip } from './trip.ts';

/**
 * What the API hands the web app's server renderer for one public page (docs/product/screens.md#how-public-pages-are-served).
 * Types only: the API loads the built renderer at run time and never imports the web app's sources.
 */
export type PublicPageContent =
  | {
      kind: 'landing';
      trip: Trip;
      departures: PublicDeparture[];
      /** No place is free for a newcomer: registering joins the waiting list (docs/product/places.md#waiting-list). */
      isFull?: boolean;
    }
  | { kind: 'usefulInfo' | 'docs' | 'dataRetention'; trip: Trip | null }
  | { kind: 'accessibility' }
  /**
   * `/login` on a direct load (docs/decisions/029-parent-screens-light.md): the ways to sign in the server offers, as
   * `GET /api/auth-options` says them.
   */
  | { kind: 'signIn'; socialProviders: SocialProvider[]; emailLinksDelivered: boolean }
  | { kind: 'tripNotFound' }
  | { kind: 'noActiveTrip' };

export type PublicPageInput = {
  content: PublicPageContent;
  locale: Locale;
  /** Sets the header's Register button (while it takes registrations) and the landing page's own link. */
  activeTrip: Pick<Trip, 'id' | 'registrationOpensAt' | 'registrationClosesAt'> | null;
  /** The trip named in the address (`/2`): the header's Programme link stays on it. */
  viewedTripId?: number;
  /** Who is asking: a visitor signs in, a family or staff member goes to their own area. */
  viewer: 'visitor' | 'guardian' | 'admin';
  /** ISO instant the page is drawn at (registration open or not, the footer's year). */
  now: string;
};

export type PublicSiteRenderer = {
  /** The whole HTML document, from the built page template (`public-site.html`). */
  renderPublicPage(input: PublicPageInput, template: string): string;
  /**
   * The one inline script of the pages (the theme before the first paint, the islands after it); the CSP allows it
   * by its hash.
   */
  headScript: string;
};
