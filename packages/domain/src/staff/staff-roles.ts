/**
 * A staff account's role (docs/product/staff-roles.md): what of the staff area it may use. Every staff
 * account has exactly one; an escort is also tied to one or more departures.
 */
export const STAFF_ROLES = ['administrator', 'finance', 'health', 'escort', 'readonly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff route needs. Each route names exactly one; a role holds a set of them.
 * - `dashboard`: the dashboard's figures.
 * - `registrations.read`: lists of students, registrations, schools, departures, the waiting list, a traveller's record.
 * - `registrations.review`: approving, rejecting, deleting, restoring, correcting registrations; links to families.
 * - `documents.read`: ID scans and other documents families upload, their list and their review.
 * - `payments`: payments, refunds, prices, the ledger, bank statements.
 * - `health`: health records, addenda, medical cards (all departures).
 * - `health.flags`: that a traveller has a health note to know about, for those they accompany.
 * - `operations.read`: rooming, rosters and flight manifests, read.
 * - `operations`: changing rooms and departures.
 * - `trips.edit`: trips, schools and their settings.
 * - `exports`: whole lists as files.
 * - `messages`: the outbox of e-mails sent.
 * - `audit`: the audit log.
 * - `data-rights`: erasure requests, erasure and retention.
 * - `staff.manage`: staff accounts, invitations and roles.
 * - `announcements`: messages to the families of a trip, a departure, a school or a readiness item (docs/product/announcements.md).
 * - `trip-day`: the trip day's pack, headcounts and checkpoints (docs/product/trip-day.md), for those they accompany.
 */
export const CAPABILITIES = [
  'dashboard',
  'registrations.read',
  'registrations.review',
  'documents.read',
  'payments',
  'health',
  'health.flags',
  'operations.read',
  'operations',
  'trips.edit',
  'exports',
  'messages',
  'audit',
  'data-rights',
  'staff.manage',
  'trip-day',
  'announcements',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The role table (docs/product/staff-roles.md#what-each-role-may-use). */
export const ROLE_CAPABILITIES: Readonly<Record<StaffRole, readonly Capability[]>> = {
  administrator: CAPABILITIES,
  finance: ['dashboard', 'registrations.read', 'payments'],
  health: ['dashboard', 'registrations.read', 'health', 'health.flags'],
  escort: ['registrations.read', 'operations.read', 'health.flags', 'trip-day'],
  readonly: ['dashboard', 'registrations.read', 'operations.read'],
};

export function hasCapability(role: StaffRole | null | undefined, capability: Capability): boolean {
  return role ? ROLE_CAPABILITIES[role].includes(capability) : false;
}

/**
 * An escort sees only the departures they accompany: a traveller of another departure does not exist for
 * them (404), and lists hold their departures' travellers only. Every other role sees every departure.
 */
export function isDepartureScoped(role: StaffRole): boolean {
  return role === 'escort';
}

/** Whether a departure is one the role may see: every one, or for an escort only theirs. */
export function seesDeparture(
  staff: { role: StaffRole; departureIds: readonly number[] },
  departureId: number | null,
): boolean {
  if (!isDepartureScoped(staff.role)) return true;
  return departureId !== null && staff.departureIds.includes(departureId);
}

/**
 * What of the identity document a role reads in a traveller's record (docs/product/staff-roles.md#what-each-role-may-use):
 * the uploaded files with `documents.read` only; the document's type, number, issuing country and expiry also
 * where the role prints flight manifests (`operations.read`). Finance and the health lead read neither.
 */
export function identityDocumentAccess(role: StaffRole | null | undefined): { files: boolean; details: boolean } {
  const files = hasCapability(role, 'documents.read');
  return { files, details: files || hasCapability(role, 'operations.read') };
}
