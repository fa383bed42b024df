import { isUuid, type AuditAction, type Traveller } from '@voyage/domain';
import type { Database } from '../db/database.ts';
import type { Executor, Transaction } from '../db/executor.ts';
import type { RequestOrigin } from '../lib/audit.ts';
import { notFound, type HttpError } from '../lib/http-error.ts';
import { enqueueEmail, type TemplateName } from '../mail/enqueue-email.ts';
import type { MailData } from '../mail/templates/index.ts';
import { audit } from '../audit/queries/audit-log.ts';
import { findMyTraveller } from '../travellers/queries/my-travellers.ts';
import {
  findReviewTrip,
  lockReviewedTraveller,
  type ReviewedTraveller,
  type ReviewTrip,
} from '../review/queries/registration-review.ts';

/**
 * What one area gives the review kernel (docs/decisions/020-review-kernel.md): its words and its queries.
 * Its rules stay in the area: which status a decision starts from, what it writes, what it e-mails.
 */
export type ReviewArea<Item extends { status: string; travellerId: string }, StaffView> = {
  /** The item's noun in a 404 (`Payment`, `Document`). */
  noun: string;
  /** The key of the item's id in its audit rows (`paymentId`, `documentId`). */
  auditKey: string;
  findTravellerId(tx: Executor, id: string): Promise<string | undefined>;
  /** The item, locked FOR UPDATE; undefined when there is none. */
  lock(tx: Executor, id: string): Promise<Item | undefined>;
  /** The area's 409 `CONFLICT`, with the status the item has now. */
  conflict(status: Item['status']): HttpError;
  /** What staff are answered with once the decision is committed. */
  findStaffView(db: Database, id: string): Promise<StaffView | undefined>;
  /**
   * A lock the area's decisions take before the traveller's, for changes that must come first in every
   * transaction doing them (a decision that moves rooms takes the trip's registration lock).
   */
  lockFirst?(tx: Executor, travellerId: string): Promise<void>;
};

/** An item under decision, with its traveller and trip, all locked for the transaction. */
export type UnderDecision<Item> = { item: Item; traveller: ReviewedTraveller; trip: ReviewTrip };

/**
 * Locks the traveller, then the item: the order every change of an area's items keeps (a family's
 * submission and withdrawal lock the traveller first too), so two decisions on one item run one after the
 * other, the second sees the first's, and they never deadlock. A deleted registration's items are not found.
 */
export async function lockForDecision<Item extends { status: string; travellerId: string }>(
  tx: Executor,
  area: ReviewArea<Item, unknown>,
  id: string,
): Promise<UnderDecision<Item>> {
  const travellerId = isUuid(id) ? await area.findTravellerId(tx, id) : undefined;
  if (travellerId && area.lockFirst) await area.lockFirst(tx, travellerId);
  const traveller = travellerId ? await lockReviewedTraveller(tx, travellerId) : undefined;
  const item = traveller && traveller.status !== 'deleted' ? await area.lock(tx, id) : undefined;
  if (!traveller || !item) throw notFound(area.noun);
  return { item, traveller, trip: await findReviewTrip(tx, traveller.tripId) };
}

/** What a decision wrote, for its audit row, and the family's e-mail if it sends one (in their language). */
export type DecisionRecord = {
  action: AuditAction;
  details: Record<string, unknown>;
  mail?: { template: TemplateName; data: MailData };
};

type Decision<Item extends { status: string; travellerId: string }, Locked, StaffView = unknown> = RequestOrigin & {
  db: Database;
  area: ReviewArea<Item, StaffView>;
  id: string;
  actorUserId: string;
  /** The status the item must still have; any other is the area's 409 `CONFLICT`. */
  from: Item['status'];
  /** The area's rule and change, inside the transaction, once the item is locked and still `from`. */
  decide(tx: Transaction, locked: Locked): Promise<DecisionRecord>;
};

/**
 * The one transaction of a decision: lock → check it may still be decided → decide → e-mail → audit row.
 * The e-mail goes to the outbox in the same transaction, so it is sent only once the decision commits.
 */
async function runDecision<
  Item extends { status: string; travellerId: string },
  Locked extends { item: Item; traveller: ReviewedTraveller },
>(
  { db, area, id, actorUserId, from, decide, ip, requestId }: Decision<Item, Locked>,
  lock: (tx: Transaction) => Promise<Locked>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lock(tx);
    const { item, traveller } = locked;
    if (item.status !== from) throw area.conflict(item.status);
    const record = await decide(tx, locked);
    if (record.mail) {
      await enqueueEmail(tx, {
        ...record.mail,
        to: traveller.guardianEmail,
        travellerId: traveller.id,
        locale: traveller.language,
      });
    }
    await audit(tx, {
      ip,
      requestId,
      actorUserId,
      action: record.action,
      entityType: 'traveller',
      entityId: traveller.id,
      tripId: traveller.tripId,
      details: { [area.auditKey]: id, ...record.details },
    });
  });
}

/** Staff decide on an item (confirm, reject, correct…); they are answered with the item as it now is. */
export async function decideAsStaff<Item extends { status: string; travellerId: string }, StaffView>(
  decision: Decision<Item, UnderDecision<Item>, StaffView>,
): Promise<StaffView> {
  const { db, area, id } = decision;
  await runDecision(decision, (tx) => lockForDecision(tx, area, id));
  const view = await area.findStaffView(db, id);
  if (!view) throw notFound(area.noun);
  return view;
}

/**
 * The family acts on one of their own items (withdraws it): their traveller is locked first, found only if it
 * is theirs, then the item, which must be that traveller's. They are answered with their traveller.
 */
export async function decideAsFamily<Item extends { status: string; travellerId: string }>(
  decision: Omit<Decision<Item, { item: Item; traveller: ReviewedTraveller }>, 'actorUserId'> & {
    guardianUserId: string;
    travellerId: string;
  },
): Promise<Traveller> {
  const { db, area, id, guardianUserId, travellerId } = decision;
  if (!isUuid(travellerId) || !isUuid(id)) throw notFound(area.noun);
  await runDecision({ ...decision, actorUserId: guardianUserId }, async (tx) => {
    if (area.lockFirst) await area.lockFirst(tx, travellerId);
    const traveller = await lockReviewedTraveller(tx, travellerId, { guardianUserId });
    if (!traveller) throw notFound('Traveller');
    const item = await area.lock(tx, id);
    if (!item || item.travellerId !== travellerId) throw notFound(area.noun);
    return { item, traveller };
  });
  const traveller = await findMyTraveller(db, guardianUserId, travellerId);
  if (!traveller) throw notFound('Traveller');
  return traveller;
}
