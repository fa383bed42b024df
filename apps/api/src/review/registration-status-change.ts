import {
  isUuid,
  transitionRegistration,
  type AdminTraveller,
  type ApiError,
  type RegistrationAction,
  type RegistrationStatus,
  type TransitionErrorCode,
  type TransitionResult,
} from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { Executor } from '../db/executor.ts';
import type { AuditAction, RequestOrigin } from '../lib/audit.ts';
import { validationFailed } from '../lib/field-errors.ts';
import { forbidden, HttpError, notFound } from '../lib/http-error.ts';
import { enqueueEmail, type EmailMessage } from '../mail/enqueue-email.ts';
import { audit } from '../audit/queries/audit-log.ts';
import {
  lockReviewedTraveller,
  updateReviewedTraveller,
  type ReviewedTraveller,
  type ReviewedTravellerChange,
} from './queries/registration-review.ts';
import { findAdminTraveller } from '../travellers/queries/travellers.ts';
import { leaveWaitingList } from '../places/services/leave-waiting-list.ts';

/**
 * A 409 of a status change, with the registration's status as it now is (`statusRefusalSchema`), so the
 * screen can show what happened instead of a bare refusal.
 */
export class StatusRefusal extends HttpError {
  constructor(
    code: 'CONFLICT' | 'INVALID_TRANSITION',
    message: string,
    readonly currentStatus: RegistrationStatus,
  ) {
    super(409, code, message);
    this.name = 'StatusRefusal';
  }

  override toBody(): ApiError & { currentStatus: RegistrationStatus } {
    return { ...super.toBody(), currentStatus: this.currentStatus };
  }
}

export const statusConflict = (currentStatus: RegistrationStatus) =>
  new StatusRefusal('CONFLICT', 'The registration changed meanwhile', currentStatus);

export const invalidTransition = (currentStatus: RegistrationStatus) =>
  new StatusRefusal('INVALID_TRANSITION', 'This action does not apply to the registration as it is', currentStatus);

/** The status machine's refusal as the API answers it. */
function refusal(code: TransitionErrorCode, currentStatus: RegistrationStatus): HttpError {
  if (code === 'INVALID_TRANSITION') return invalidTransition(currentStatus);
  if (code === 'REASON_REQUIRED') return validationFailed([{ path: ['reason'], message: 'validation.required' }]);
  return forbidden();
}

const AUDIT_ACTION: Record<RegistrationAction, AuditAction> = {
  approve: 'registration.approved',
  reject: 'registration.rejected',
  cancel: 'registration.cancelled',
  withdraw: 'registration.withdrawn',
  delete: 'registration.deleted',
  restore: 'registration.restored',
};

/**
 * The columns every move writes: the status, what a restore goes back to, and the reasons. A deletion's
 * reason is staff's and kept apart, so the reason a family was given (a rejection's) survives a deletion
 * and its restore.
 */
function statusColumns(action: RegistrationAction, next: Extract<TransitionResult, { ok: true }>) {
  const columns: ReviewedTravellerChange = {
    status: next.status,
    statusBeforeDeletion: next.statusBeforeDeletion,
    statusChangedAt: next.changedAt,
  };
  if (action === 'delete') return { ...columns, deletionReason: next.reason };
  if (action === 'restore') return { ...columns, deletionReason: null };
  return { ...columns, statusReason: next.reason };
}

/**
 * Who acts: staff (an admin) or the registration's own guardian, by their user id; staff's id is null for
 * the product itself (the fair draw approving the places it gives, docs/product/places.md#fair-allocation).
 */
export type StatusActor = { kind: 'staff'; userId: string | null } | { kind: 'guardian'; userId: string };

/** What a move adds to the common write: columns of its own, audit details, the family's e-mail. */
export type StatusChangeExtras = {
  change?: ReviewedTravellerChange;
  details?: Record<string, unknown>;
  email?: Pick<EmailMessage, 'template' | 'data'>;
};

export type StatusChangeOptions = RequestOrigin & {
  tx: Executor;
  travellerId: string;
  action: RegistrationAction;
  actor: StatusActor;
  /** The status the acting person saw; another one now is 409 `CONFLICT`. */
  expectedStatus: RegistrationStatus;
  /** The reason given, or how to word it for the registration's family (a rejection's, in their language). */
  reason?: string | null | ((traveller: ReviewedTraveller) => string);
  now: Date;
  /** The move's own part, run on the locked registration once the status machine has allowed the move. */
  extras?: (traveller: ReviewedTraveller, tx: Executor) => Promise<StatusChangeExtras>;
  /** Where the offer e-mails link to: given, a place the move frees is offered to the waiting list at once. */
  publicUrl?: string;
};

/**
 * One status change inside the caller's transaction (docs/product/review.md#statuses): the registration
 * locked FOR UPDATE (a guardian finds only their own: anything else is 404), the status the person saw
 * compared with the current one, the move asked of the status machine, then the row, the audit row and
 * the family's e-mail (through the outbox) written together. Returns the registration as it was.
 */
export async function changeRegistrationStatus({
  tx,
  travellerId,
  action,
  actor,
  expectedStatus,
  reason,
  now,
  extras,
  publicUrl,
  ip,
  requestId,
}: StatusChangeOptions): Promise<ReviewedTraveller> {
  const traveller = isUuid(travellerId)
    ? await lockReviewedTraveller(tx, travellerId, actor.kind === 'guardian' ? { guardianUserId: actor.userId } : {})
    : undefined;
  if (!traveller) throw notFound('Registration');
  if (traveller.status !== expectedStatus) throw statusConflict(traveller.status);
  const next = transitionRegistration(traveller, action, {
    actor: actor.kind,
    now,
    reason: typeof reason === 'function' ? reason(traveller) : reason,
  });
  if (!next.ok) throw refusal(next.code, traveller.status);

  const { change, details, email } = (await extras?.(traveller, tx)) ?? {};
  await updateReviewedTraveller(tx, traveller.id, { ...statusColumns(action, next), ...change }, now);
  await audit(tx, {
    ip,
    requestId,
    actorUserId: actor.userId,
    action: AUDIT_ACTION[action],
    entityType: 'traveller',
    entityId: traveller.id,
    tripId: traveller.tripId,
    details: { from: traveller.status, to: next.status, reason: next.reason, ...details },
  });
  if (email) {
    await enqueueEmail(tx, {
      ...email,
      to: traveller.guardianEmail,
      travellerId: traveller.id,
      locale: traveller.language,
    });
  }
  await leaveWaitingList(tx, { traveller, action, now, publicUrl });
  return traveller;
}

export type StaffStatusChangeOptions = Omit<StatusChangeOptions, 'tx' | 'actor'> & {
  db: Database;
  actorUserId: string;
};

/** A staff member's move in a transaction of its own, answered with the registration as staff now see it. */
export async function changeStatusAsStaff({
  db,
  actorUserId,
  ...change
}: StaffStatusChangeOptions): Promise<AdminTraveller> {
  await db.transaction((tx) =>
    changeRegistrationStatus({ ...change, tx, actor: { kind: 'staff', userId: actorUserId } }),
  );
  const traveller = await findAdminTraveller(db, change.travellerId);
  if (!traveller) throw notFound('Registration');
  return traveller;
}

/** What every review e-mail says of the registration: the link to My Voyage, the traveller, the trip. */
export function reviewMailBasics(
  traveller: ReviewedTraveller,
  tripTitle: { el: string; en: string },
  publicUrl: string,
): { url: string; travellerName: string; tripTitle: string } {
  return {
    url: new URL('/my-voyage', publicUrl).toString(),
    travellerName: `${traveller.firstName} ${traveller.lastName}`,
    tripTitle: tripTitle[traveller.language],
  };
}
