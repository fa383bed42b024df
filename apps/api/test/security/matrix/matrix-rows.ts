import type { Entry } from './matrix-check.ts';
import { approvedOfA } from './matrix-kit.ts';
import { documentsMatrix } from './matrix-documents.ts';
import { familyMatrix } from './matrix-family.ts';
import { moneyMatrix } from './matrix-money.ts';
import { operationsMatrix } from './matrix-operations.ts';
import { BEHIND_CATCH_ALLS, publicMatrix, UNROUTED } from './matrix-public.ts';
import { registrationMatrix } from './matrix-registration.ts';
import { staffMatrix } from './matrix-staff.ts';
import { statementMatrix } from './matrix-statements.ts';
import { waitlistMatrix } from './matrix-waitlist.ts';
import { drawMatrix } from './matrix-draw.ts';
import { staffRoleMatrix } from './matrix-staff-roles.ts';
import { healthMatrix } from './matrix-health.ts';
import { healthFilesMatrix } from './matrix-healthfiles.ts';
import { healthDashboardMatrix } from './matrix-healthdash.ts';
import { addendaMatrix } from './matrix-addenda.ts';
import { staffCancelMatrix } from './matrix-staff-cancel.ts';
import { tripDayMatrix } from './matrix-tripday.ts';
import { confirmationMatrix } from './matrix-confirmation.ts';
import { readinessMatrix } from './matrix-readiness.ts';
import { announcementsMatrix } from './matrix-announcements.ts';
import { correctionsMatrix } from './matrix-corrections.ts';

export { BEHIND_CATCH_ALLS, UNROUTED };

/**
 * The route-by-role matrix's rows (docs/product/security.md#route-by-role-matrix): every route the server registers,
 * with the call to make and the status for nobody, two guardians of unrelated families and an administrator. The
 * other staff roles' statuses follow from the route's capability (matrix-staff-expect.ts). Each area's rows are in
 * a `matrix-<area>.ts` of their own, gathered here.
 */
export const MATRIX: Record<string, Entry> = {
  ...publicMatrix,
  ...registrationMatrix,
  ...familyMatrix,
  ...staffMatrix,
  ...moneyMatrix,
  ...documentsMatrix,
  ...operationsMatrix,
  ...statementMatrix(approvedOfA),
  ...waitlistMatrix,
  ...drawMatrix,
  ...staffRoleMatrix,
  ...healthMatrix(approvedOfA),
  ...healthFilesMatrix(approvedOfA),
  ...healthDashboardMatrix(approvedOfA),
  ...addendaMatrix(approvedOfA),
  ...staffCancelMatrix(approvedOfA),
  ...tripDayMatrix,
  ...confirmationMatrix(approvedOfA),
  ...readinessMatrix(approvedOfA),
  ...announcementsMatrix,
  ...correctionsMatrix(approvedOfA),
};

/** Every call the matrix makes: the routes, the addresses behind catch-alls and those no route answers. */
export const EVERY_CALL: [string, Entry][] = [
  ...Object.entries(MATRIX),
  ...Object.entries(BEHIND_CATCH_ALLS),
  ...Object.entries(UNROUTED),
];
