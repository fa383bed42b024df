/**
 * Query keys of the data several tiers share (docs/architecture.md#the-web-app). Each area keeps its own
 * factory in `features/<area>/api/query-keys.ts`, each entity in `entities/<thing>/api/query-keys.ts`; a key starts with its factory's `all`, so invalidating `all`
 * reaches every query of that kind. `trips` and `public` hold public data, kept across sign-out
 * (`public-queries.ts`).
 */
export const sessionKeys = {
  all: ['session'] as const,
};

export const tripKeys = {
  all: ['trips'] as const,
  list: () => [...tripKeys.all, 'list'] as const,
  active: () => [...tripKeys.all, 'active'] as const,
  detail: (tripId: number) => [...tripKeys.all, 'detail', tripId] as const,
};

export const publicDepartureKeys = {
  all: ['public', 'departures'] as const,
  list: (tripId: number) => [...publicDepartureKeys.all, tripId] as const,
};

export const studentKeys = {
  all: ['students'] as const,
  list: (tripId: number) => [...studentKeys.all, 'list', tripId] as const,
};

export const pendingRegistrationKeys = {
  all: ['pending-registrations'] as const,
  list: (tripId: number) => [...pendingRegistrationKeys.all, 'list', tripId] as const,
};

/** The staff's waiting list of one trip (docs/product/places.md#staffs-waiting-list). */
export const staffWaitingListKeys = {
  all: ['staff-waiting-list'] as const,
  list: (tripId: number) => [...staffWaitingListKeys.all, tripId] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  detail: (tripId: number) => [...dashboardKeys.all, 'detail', tripId] as const,
};

export const schoolKeys = {
  all: ['schools'] as const,
  list: (tripId: number) => [...schoolKeys.all, 'list', tripId] as const,
};

export const erasureRequestKeys = {
  all: ['erasure-requests'] as const,
  list: (tripId: number) => [...erasureRequestKeys.all, 'list', tripId] as const,
};

/** The refunds owed (docs/product/payments.md#refunds): a cancellation by staff adds one. */
export const refundKeys = {
  all: ['admin', 'refunds'] as const,
  owed: (tripId: number) => [...refundKeys.all, tripId] as const,
};
