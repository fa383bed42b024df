import { isLiveStatus, MAX_ROOMMATES, roommateRequestsFor, typedRoommates, type MyRoommates } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { audit } from '../../audit/queries/audit-log.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findMyTraveller } from '../../travellers/queries/my-travellers.ts';
import {
  findRoommateRow,
  liveSchoolmates,
  lockTripRegistrations,
  roommateGroupMembers,
  setRoommates,
  type RoommateRow,
} from '../queries/registration-travellers.ts';
import { regroupRoommates } from '../roommate-rooms.ts';

/**
 * A family's roommates in My Voyage (docs/product/my-voyage.md#roommates): the names it typed, each
 * `together` once named back, and the schoolmates asking for its child. A withdrawn name or a confirmed
 * request regroups the rooms under the trip's lock, as a registration does.
 */

type Owner = { db: Database; guardianUserId: string; travellerId: string };
type Change = Owner & RequestOrigin;

const notLive = () =>
  new HttpError(409, 'CONFLICT', 'Roommates change only while the registration is pending or approved');
const roommatesMax = () =>
  new HttpError(409, 'ROOMMATES_MAX', `A traveller names at most ${MAX_ROOMMATES} roommates: withdraw one first`);

function answer(row: RoommateRow, schoolmates: Awaited<ReturnType<typeof liveSchoolmates>>): MyRoommates {
  const live = isLiveStatus(row.status);
  return {
    named: typedRoommates(row, live ? schoolmates : []).map(({ name, mutual }) => ({ name, together: mutual })),
    requests: live
      ? roommateRequestsFor(row, schoolmates).map((person) => ({
          id: person.id,
          name: `${person.firstName} ${person.lastName}`,
        }))
      : [],
  };
}

async function answerFor(tx: Executor, travellerId: string): Promise<MyRoommates> {
  const row = await findRoommateRow(tx, travellerId);
  if (!row) throw notFound('Traveller');
  return answer(row, await liveSchoolmates(tx, row.schoolId));
}

/** `GET /api/my/travellers/:id/roommates`. Another family's id is not found. */
export async function readMyRoommates({ db, guardianUserId, travellerId }: Owner): Promise<MyRoommates> {
  if (!(await findMyTraveller(db, guardianUserId, travellerId))) throw notFound('Traveller');
  return db.transaction((tx) => answerFor(tx, travellerId));
}

/** Runs `change` on the family's own live registration under its trip's lock, then regroups and audits it. */
async function changeRoommates(
  { db, guardianUserId, travellerId, ip, requestId }: Change,
  kind: 'withdrawn' | 'confirmed',
  change: (row: RoommateRow, tx: Executor) => Promise<{ roommates: string[]; alsoRegroup: string[] }>,
): Promise<MyRoommates> {
  const own = await findMyTraveller(db, guardianUserId, travellerId);
  if (!own) throw notFound('Traveller');
  return db.transaction(async (tx) => {
    await lockTripRegistrations(tx, own.tripId);
    const row = await findRoommateRow(tx, travellerId, { forUpdate: true });
    if (!row) throw notFound('Traveller');
    if (!isLiveStatus(row.status)) throw notLive();
    const { roommates, alsoRegroup } = await change(row, tx);
    const former = row.roommateGroupId ? await roommateGroupMembers(tx, row.roommateGroupId) : [];
    await setRoommates(tx, row.id, roommates);
    await regroupRoommates(tx, row.schoolId, [row.id, ...alsoRegroup, ...former]);
    await audit(tx, {
      ip,
      requestId,
      actorUserId: guardianUserId,
      action: 'registration.details-changed',
      entityType: 'traveller',
      entityId: row.id,
      tripId: row.tripId,
      details: { fields: ['roommates'], roommates: kind },
    });
    return answerFor(tx, row.id);
  });
}

/** `POST /api/my/travellers/:id/roommates/withdraw`: drops one typed name (404 when it is not one of them). */
export function withdrawMyRoommate(options: Change & { name: string }): Promise<MyRoommates> {
  return changeRoommates(options, 'withdrawn', async (row) => {
    if (!row.roommates.includes(options.name)) throw notFound('Roommate');
    return { roommates: row.roommates.filter((name) => name !== options.name), alsoRegroup: [] };
  });
}

/**
 * `POST /api/my/travellers/:id/roommates/confirm`: names back a schoolmate who asks for this child, so the
 * two share a room group. 404 when that schoolmate is no longer asking; 409 ROOMMATES_MAX with two names.
 */
export function confirmMyRoommate(options: Change & { requesterId: string }): Promise<MyRoommates> {
  return changeRoommates(options, 'confirmed', async (row, tx) => {
    const requester = roommateRequestsFor(row, await liveSchoolmates(tx, row.schoolId)).find(
      (person) => person.id === options.requesterId,
    );
    if (!requester) throw notFound('Roommate request');
    if (row.roommates.length >= MAX_ROOMMATES) throw roommatesMax();
    return {
      roommates: [...row.roommates, `${requester.firstName} ${requester.lastName}`],
      alsoRegroup: [requester.id],
    };
  });
}
