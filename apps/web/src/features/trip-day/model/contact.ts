import { tripDate, type ActionResult, type PackStatus, type TripDayOffice, type TripDayPack } from '@voyage/domain';
import { api, ApiRequestError } from '../../../lib/api-client.ts';
import { afterContact, type QueuedAction, type TripDayState } from './trip-day-state.ts';

/**
 * The phone's contact with the server (docs/product/trip-day.md#sync): whether to wipe, then each departure's
 * queue sent (oldest first, at most a batch at a time) and its checkpoints read back as the office sees them.
 */
const BATCH = 500;

export const tripDayCalls = {
  pack: (departureId: number) => api.get<TripDayPack>(`api/admin/trip-day/departures/${departureId}/pack`),
  packStatus: (packId: string) => api.get<PackStatus>(`api/trip-day/packs/${encodeURIComponent(packId)}`),
  send: (departureId: number, actions: readonly QueuedAction[]) =>
    api.post<{ results: ActionResult[]; missing: TripDayOffice['missing'] }>(
      `api/admin/trip-day/departures/${departureId}/actions`,
      { actions: actions.map(({ departureId: _departure, ...action }) => action) },
    ),
  office: (departureId: number) => api.get<TripDayOffice>(`api/admin/trip-day/departures/${departureId}/checkpoints`),
};

export type ContactOutcome =
  | { kind: 'synced'; state: TripDayState }
  | { kind: 'wipe'; reason: NonNullable<PackStatus['reason']> }
  | { kind: 'offline' }
  | { kind: 'signed-out' };

/** Whether a failed call means no network (try again later) rather than an answer. */
const isOffline = (error: unknown) => !(error instanceof ApiRequestError);

/** The day the phone wipes by itself: any pack whose `wipeOn` has come, on Cyprus's calendar as the server's. */
export const isPastWipeDay = (wipeOn: string, now = new Date()) => wipeOn <= tripDate(now);

export async function contactServer(state: TripDayState): Promise<ContactOutcome> {
  try {
    for (const pack of state.packs) {
      const status = await tripDayCalls.packStatus(pack.packId);
      if (status.wipe) return { kind: 'wipe', reason: status.reason ?? 'unknown' };
    }
    let next = state;
    for (const pack of state.packs) {
      const departureId = pack.departure.id;
      let queued = next.queue.filter((action) => action.departureId === departureId);
      let results: ActionResult[] = [];
      while (queued.length > 0) {
        const batch = queued.slice(0, BATCH);
        results = (await tripDayCalls.send(departureId, batch)).results;
        next = afterContact(next, departureId, batch, results, null, new Date().toISOString());
        queued = queued.slice(BATCH);
      }
      const office = await tripDayCalls.office(departureId);
      next = afterContact(next, departureId, [], [], office, new Date().toISOString());
    }
    return { kind: 'synced', state: next };
  } catch (error) {
    if (isOffline(error)) return { kind: 'offline' };
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'signed-out' };
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404)) {
      return { kind: 'wipe', reason: 'revoked' };
    }
    throw error;
  }
}
