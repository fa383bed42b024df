/**
 * Every screen's path, declared once (docs/product/screens.md#every-route). Components build links with `href`,
 * never by concatenating strings. The route table (`app/routes.tsx`) maps each entry to a lazy screen and a title.
 */
const opt = (value: string | number | undefined) => (value === undefined ? '' : `/${encodeURIComponent(value)}`);
const seg = (value: string | number) => `/${encodeURIComponent(value)}`;

export const paths = {
  docs: { pattern: '/docs', href: () => '/docs' },
  usefulInfo: { pattern: '/useful-info', href: () => '/useful-info' },
  dataRetention: { pattern: '/data-retention', href: () => '/data-retention' },
  accessibility: { pattern: '/accessibility', href: () => '/accessibility' },
  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  registrations: { pattern: '/admin/registrations', href: () => '/admin/registrations' },
  // The selected trip's waiting list in its order, with offers out of turn.
  waitingList: { pattern: '/admin/waiting-list', href: () => '/admin/waiting-list' },
  // The payments review queue of the selected trip; `?tab=all` lists every payment.
  payments: { pattern: '/admin/payments', href: () => '/admin/payments' },
  // The documents review queue of the selected trip; `?tab=all` lists every document, `type`/`school`/`status` filter.
  documents: { pattern: '/admin/documents', href: () => '/admin/documents' },
  // The changes families sent after the health records froze, waiting for the health lead; `?departure=` filters
  // (`none`: schools on no departure yet).
  healthChanges: {
    pattern: '/admin/health-changes',
    href: (filter: { departure?: number | 'none' } = {}) =>
      filter.departure === undefined ? '/admin/health-changes' : `/admin/health-changes?departure=${filter.departure}`,
  },
  // The changes families asked for after their details froze, waiting for staff (docs/product/corrections.md).
  changeRequests: { pattern: '/admin/change-requests', href: () => '/admin/change-requests' },
  registration: {
    pattern: '/admin/registration/:tripId/:id',
    href: (tripId: number, id: string) => `/admin/registration${seg(tripId)}${seg(id)}`,
  },
  trip: { pattern: '/admin/trip/:tripId', href: (tripId: number) => `/admin/trip${seg(tripId)}` },
  tripsList: { pattern: '/trips/list', href: () => '/trips/list' },
  schools: { pattern: '/schools', href: () => '/schools' },
  school: {
    pattern: '/school/:tripId/:schoolId',
    href: (tripId: number, schoolId: number) => `/school${seg(tripId)}${seg(schoolId)}`,
  },
  schoolsList: { pattern: '/schools/list', href: () => '/schools/list' },
  departure: {
    pattern: '/admin/departure/:tripId?/:id?',
    href: (tripId?: number, id?: number) => `/admin/departure${opt(tripId)}${opt(id)}`,
  },
  departuresList: { pattern: '/admin/departures/list', href: () => '/admin/departures/list' },
  // A departure's rooms: the auto-fill, moves, the lock and the hotel's rooming list.
  rooming: {
    pattern: '/admin/departure/:tripId/:id/rooming',
    href: (tripId: number, id: number) => `/admin/departure${seg(tripId)}${seg(id)}/rooming`,
  },
  // A departure's readiness board: who is missing what before the trip (docs/product/readiness.md#board).
  readiness: {
    pattern: '/admin/departure/:tripId/:id/readiness',
    href: (tripId: number, id: number) => `/admin/departure${seg(tripId)}${seg(id)}/readiness`,
  },
  confirmEmail: {
    pattern: '/confirm_email/:hash/:tripId?',
    href: (hash: string, tripId?: number) => `/confirm_email${seg(hash)}${opt(tripId)}`,
  },
  createAccount: {
    pattern: '/create/:type/:code/:id',
    href: (type: string, code: string, id: string) => `/create${seg(type)}${seg(code)}${seg(id)}`,
  },
  createAdminAccount: { pattern: '/admin/create/account/:id', href: (id: string) => `/admin/create/account${seg(id)}` },
  myVoyage: { pattern: '/my-voyage', href: () => '/my-voyage' },
  myMessages: { pattern: '/my-voyage/messages', href: () => '/my-voyage/messages' },
  // A traveller's health and emergency record (docs/product/health.md).
  myHealth: {
    pattern: '/my-voyage/:travellerId/health',
    href: (travellerId: string) => `/my-voyage${seg(travellerId)}/health`,
  },
  // The staff's page of one traveller, opened by the personal code and the registration's id.
  voyageur: {
    pattern: '/voyageur/:tripId/:code/:id',
    href: (tripId: number, code: string, id: string) => `/voyageur${seg(tripId)}${seg(code)}${seg(id)}`,
  },
  admins: { pattern: '/admins', href: () => '/admins' },
  deleted: { pattern: '/deleted', href: () => '/deleted' },
  register: { pattern: '/register/:tripId?', href: (tripId?: number) => `/register${opt(tripId)}` },
  ui: { pattern: '/ui', href: () => '/ui' },
  responsive: { pattern: '/responsive', href: () => '/responsive' },
  login: { pattern: '/login', href: () => '/login' },
  adminLogin: { pattern: '/admin/login', href: () => '/admin/login' },
  // After the password of an account with an authenticator: the code (or a recovery code).
  twoFactorSignIn: { pattern: '/login/code', href: () => '/login/code' },
  // An admin's authenticator set-up, required before any admin screen (docs/product/security.md#two-factor).
  twoFactorSetup: { pattern: '/admin/two-factor', href: () => '/admin/two-factor' },
  error: { pattern: '/error', href: () => '/error' },
  home: { pattern: '/:tripId?', href: (tripId?: number) => (tripId === undefined ? '/' : seg(tripId)) },
  profile: { pattern: '/profile', href: () => '/profile' },
  // The reset link's landing screen, and the staff view of outgoing e-mail.
  resetPassword: { pattern: '/reset-password', href: () => '/reset-password' },
  outbox: { pattern: '/admin/outbox', href: () => '/admin/outbox' },
  // Staff announcements to families (docs/product/announcements.md).
  announcements: { pattern: '/admin/announcements', href: () => '/admin/announcements' },
  // The audit log, optionally filtered to one registration (the link from its detail screen).
  audit: {
    pattern: '/admin/audit',
    href: (filter: { traveller?: string } = {}) =>
      filter.traveller === undefined ? '/admin/audit' : `/admin/audit?${new URLSearchParams(filter).toString()}`,
  },
} as const;

export type RouteName = keyof typeof paths;
