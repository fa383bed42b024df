import type { Call, Entry } from './matrix-check.ts';
import { registration } from './matrix-kit.ts';
import type { StaffMatrixRole } from './matrix-staff-accounts.ts';
import type { World } from './matrix-world.ts';

/**
 * What the product promises each staff role in so many words (docs/product/staff-roles.md#what-each-role-may-use),
 * written out status by status rather than derived: the derived matrix (matrix-staff-expect.ts) must agree with it,
 * and each promise is also called on its own.
 */
export type Promised = {
  route: string;
  role: StaffMatrixRole;
  status: number;
  /** A call of its own (a record of escort B's departure); otherwise the matrix row's. */
  call?: Entry['call'];
};

/** An approved registration at a school of escort B's departure: of another departure for escort A. */
const ofOtherDeparture = (world: World) => registration(world, { schoolId: world.otherSchoolId, status: 'approved' });
const otherTraveller =
  (path = '') =>
  async (world: World): Promise<Call> => ({ url: `/api/admin/travellers/${await ofOtherDeparture(world)}${path}` });
const otherDeparture = (path: string) => (world: World) => ({
  url: `/api/admin/departures/${world.otherDepartureId}${path}`,
});

/** The records of another departure: 404 to escort A (nothing shows, not even that it exists), theirs to escort B. */
const OTHER_DEPARTURE: [string, Entry['call']][] = [
  ['GET /api/admin/travellers/:id', otherTraveller()],
  ['GET /api/admin/travellers/:id/health/flags', otherTraveller('/health/flags')],
  ['GET /api/admin/travellers/:id/medical-card', otherTraveller('/medical-card')],
  ['GET /api/admin/departures/:id/rooming', otherDeparture('/rooming')],
  ['GET /api/admin/departures/:id/rooming/list', otherDeparture('/rooming/list?format=csv')],
  ['GET /api/admin/departures/:id/manifest', otherDeparture('/manifest?format=csv')],
  ['GET /api/admin/departures/:id/meal-list', otherDeparture('/meal-list?format=xlsx')],
];

/** Health records, addenda and the files made of them. */
const HEALTH = [
  'GET /api/admin/travellers/:id/health',
  'GET /api/admin/health/addenda',
  'GET /api/admin/travellers/:id/medical-card',
  'GET /api/admin/departures/:id/meal-list',
];
/** ID scans and the other documents families upload. */
const DOCUMENTS = [
  'GET /api/admin/documents',
  'GET /api/admin/documents/:id/file',
  'GET /api/admin/travellers/:id/documents',
  'GET /api/admin/travellers/:id/consent-form',
  'GET /api/admin/travellers/:id/travel-authorisation',
];
/** Payments, refunds and the ledger. */
const MONEY = [
  'GET /api/admin/payments',
  'GET /api/admin/payments/:id/receipt',
  'GET /api/admin/payments/ledger',
  'GET /api/admin/refunds',
];

const refused = (role: StaffMatrixRole, routes: string[]): Promised[] =>
  routes.map((route) => ({ route, role, status: 403 }));

export const PROMISES: Promised[] = [
  ...OTHER_DEPARTURE.map(([route, call]) => ({ route, role: 'escortA' as const, status: 404, call })),
  ...OTHER_DEPARTURE.map(([route, call]) => ({ route, role: 'escortB' as const, status: 200, call })),
  // Finance: no health records and no ID scans, but the money.
  ...refused('finance', [...HEALTH, 'GET /api/admin/travellers/:id/health/flags', ...DOCUMENTS]),
  ...MONEY.map((route) => ({ route, role: 'finance' as const, status: 200 })),
  // Read-only: the lists, and no documents, no health, no money.
  ...refused('readonly', [...DOCUMENTS, ...HEALTH, 'GET /api/admin/travellers/:id/health/flags', ...MONEY]),
  { route: 'GET /api/registrations', role: 'readonly', status: 200 },
  // The health lead: health records of every departure, and no money and no documents.
  ...refused('health', [...MONEY, ...DOCUMENTS]),
  ...HEALTH.map((route) => ({ route, role: 'health' as const, status: 200 })),
  // Escorts: no money, no documents, no full health record even of their own departure's travellers.
  ...refused('escortA', [
    ...MONEY,
    ...DOCUMENTS,
    'GET /api/admin/travellers/:id/health',
    'GET /api/admin/health/addenda',
  ]),
];
