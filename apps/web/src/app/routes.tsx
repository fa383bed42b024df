import type { RouteObject } from 'react-router';
import type { RouteHandle } from './document-title.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { PublicLayoutRoute } from './layouts/public-layout-route.tsx';
import NotFoundScreen from '../features/public/routes/not-found.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { paths, type RouteName } from '../lib/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { StartupProgress } from './startup-progress.tsx';

type Loader = Parameters<typeof lazyScreen>[0];
export type ScreenRoute = RouteObject & { id: RouteName; path: string; handle: RouteHandle };

// Every screen draws shared components (tables, load errors, trip cards), whose texts are in `components`.
const withShared = (namespaces: readonly string[]) => ['components', ...namespaces];

/** One screen (docs/product/screens.md#every-route): its path from `paths`, its title key, its lazy module. */
function screen(name: RouteName, load: Loader, namespaces: readonly string[] = []): ScreenRoute {
  return {
    id: name,
    path: paths[name].pattern,
    handle: { title: `common:titles.${name}` },
    lazy: lazyScreen(load, withShared(namespaces)),
  };
}

const PUBLIC = ['public'];
const AUTH = ['auth'];
const ADMIN = ['admin'];
// The registration form reuses the district and language names of `admin`.
const REGISTER = ['register'];
// One registration as staff see it: its payments, its documents, and the student form's fields of `register`.
const REGISTRATION = [...ADMIN, 'payments', 'documents', 'register'];
// Schools and departures as staff change them.
const OPERATIONS = [...ADMIN, 'operations'];

export const publicScreens: ScreenRoute[] = [
  screen('home', () => import('../features/public/routes/home.tsx'), PUBLIC),
  screen('usefulInfo', () => import('../features/public/routes/useful-info.tsx'), PUBLIC),
  screen('docs', () => import('../features/public/routes/docs.tsx'), PUBLIC),
  screen('dataRetention', () => import('../features/public/routes/data-retention.tsx'), PUBLIC),
  screen('accessibility', () => import('../features/public/routes/accessibility.tsx'), PUBLIC),
  screen('error', () => import('../features/public/routes/error.tsx')),
  screen('login', () => import('../features/auth/routes/login.tsx'), AUTH),
  screen('adminLogin', () => import('../features/auth/routes/login.tsx'), AUTH),
  screen('twoFactorSignIn', () => import('../features/auth/routes/two-factor-sign-in.tsx'), AUTH),
  screen('twoFactorSetup', () => import('../features/auth/routes/two-factor-setup.tsx'), AUTH),
  screen('ui', () => import('../features/showcase/routes/ui.tsx'), ['showcase']),
  screen('responsive', () => import('../features/showcase/routes/responsive.tsx'), ['showcase']),
  screen('register', () => import('../features/register/routes/register.tsx'), REGISTER),
  screen('confirmEmail', () => import('../features/register/routes/confirm-email.tsx'), REGISTER),
  screen('createAccount', () => import('../features/account/routes/create-account.tsx'), ['account']),
  screen('createAdminAccount', () => import('../features/account/routes/create-account.tsx'), ['account']),
  screen('resetPassword', () => import('../features/auth/routes/reset-password.tsx'), AUTH),
];

export const adminScreens: ScreenRoute[] = [
  screen('dashboard', () => import('../features/dashboard/routes/dashboard.tsx'), [...ADMIN, 'documents', 'exports']),
  screen('registrations', () => import('../features/registrations/routes/registrations.tsx'), [...ADMIN, 'exports']),
  screen('waitingList', () => import('../features/waiting-list/routes/waiting-list.tsx'), [...ADMIN, 'exports']),
  screen('registration', () => import('../features/registrations/routes/registration.tsx'), REGISTRATION),
  screen('voyageur', () => import('../features/registrations/routes/voyageur.tsx'), REGISTRATION),
  screen('healthChanges', () => import('../features/health-changes/routes/health-changes.tsx'), ADMIN),
  screen('changeRequests', () => import('../features/change-requests/routes/change-requests.tsx'), ADMIN),
  screen('payments', () => import('../features/payments/routes/payments.tsx'), ['payments']),
  screen('documents', () => import('../features/documents/routes/documents.tsx'), ['documents', 'payments', 'exports']),
  screen('trip', () => import('../features/trips/routes/trip.tsx'), [...ADMIN, 'trips']),
  screen('tripsList', () => import('../features/trips/routes/trips-list.tsx'), [...ADMIN, 'trips']),
  screen('schools', () => import('../features/schools/routes/schools.tsx'), OPERATIONS),
  screen('school', () => import('../features/schools/routes/school.tsx'), [...OPERATIONS, 'exports']),
  screen('schoolsList', () => import('../features/schools/routes/schools-list.tsx'), OPERATIONS),
  screen('departure', () => import('../features/departures/routes/departure.tsx'), [
    ...OPERATIONS,
    'rooming',
    'exports',
  ]),
  screen('departuresList', () => import('../features/departures/routes/departures-list.tsx'), OPERATIONS),
  screen('rooming', () => import('../features/rooming/routes/rooming.tsx'), ['rooming', 'exports']),
  screen('readiness', () => import('../features/readiness/routes/readiness.tsx'), ['admin']),
  screen('admins', () => import('../features/admins/routes/admins.tsx'), ['admins']),
  screen('deleted', () => import('../features/registrations/routes/deleted.tsx'), [...ADMIN, 'exports']),
  screen('outbox', () => import('../features/outbox/routes/outbox.tsx'), ['outbox']),
  screen('announcements', () => import('../features/announcements/routes/announcements.tsx'), ['announcements']),
  screen('audit', () => import('../features/audit/routes/audit.tsx'), ADMIN),
];

export const participantScreens: ScreenRoute[] = [
  // Only the words of the first view (decision 029): the correction dialog loads the registration form's
  // (`register`, for the roommates) itself when it is opened.
  screen('myVoyage', () => import('../features/my-voyage/routes/my-voyage.tsx'), ['myVoyage']),
  screen('myMessages', () => import('../features/my-voyage/routes/my-messages.tsx'), ['myVoyage', 'outbox']),
  screen('myHealth', () => import('../features/my-voyage/routes/my-health.tsx'), ['myVoyage']),
  screen('profile', () => import('../features/profile/routes/profile.tsx'), ['profile']),
];

const notFound: RouteObject = {
  path: '*',
  handle: { title: 'common:titles.notFound' } satisfies RouteHandle,
  // Already in the app shell (the error page shows it too), so no chunk of its own: only its texts load.
  lazy: lazyScreen(async () => ({ default: NotFoundScreen }), withShared(PUBLIC)),
};

/**
 * The one route table (docs/product/screens.md#every-route).
 * Pathless routes carry the layouts, guards and error screens.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // What shows while the first screen's lazy route loads, instead of nothing (and a router warning).
    HydrateFallback: StartupProgress,
    children: [
      {
        Component: PublicLayoutRoute,
        children: [{ ErrorBoundary: RouteError, children: [...publicScreens, notFound] }],
      },
      {
        Component: RequireAdmin,
        handle: { requiresSession: true } satisfies RouteHandle,
        children: [
          {
            lazy: lazyScreen(() => import('./layouts/admin-layout-route.tsx')),
            children: [{ ErrorBoundary: RouteError, children: adminScreens }],
          },
        ],
      },
      {
        Component: RequireUser,
        handle: { requiresSession: true } satisfies RouteHandle,
        children: [
          {
            lazy: lazyScreen(() => import('./layouts/signed-in-layout-route.tsx')),
            children: [{ ErrorBoundary: RouteError, children: participantScreens }],
          },
        ],
      },
    ],
  },
];
