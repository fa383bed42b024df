import {
  EMPTY_HEALTH_RECORD,
  packEmergency,
  packTraveller,
  packWipeOn,
  allCheckpoints,
  type TripDayPack,
} from '@voyage/domain';
import { audit } from '../../audit/queries/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { healthRowsOf } from '../../health/queries/health-records.ts';
import { openRecord } from '../../health/sealed-record.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-error.ts';
import { listDepartureActions } from '../queries/trip-day-actions.ts';
import { findPackDeparture, insertPack, listPackRoster } from '../queries/trip-day-packs.ts';

type PackOptions = RequestOrigin & { db: Database; key: Buffer; actorUserId: string; departureId: number };

/**
 * `GET /api/admin/trip-day/departures/:id/pack` (docs/product/trip-day.md#the-pack): the departure, its
 * programme, the trip's emergency numbers and its checkpoints, its roster with each traveller's flags and
 * emergency card (the health area's flags, read from the sealed record as its screens read them) and the
 * actions recorded so far. Each download is a row the phone later asks about, and an audit row.
 */
export async function downloadPack(options: PackOptions): Promise<TripDayPack> {
  const { db, key, departureId } = options;
  const departure = await findPackDeparture(db, departureId);
  if (!departure) throw notFound('Departure');
  const roster = await listPackRoster(db, departureId);
  const records = new Map(
    (
      await healthRowsOf(
        db,
        roster.map((row) => row.id),
      )
    ).map((row) => [row.travellerId, row]),
  );
  const actions = await listDepartureActions(db, departureId);
  const pack = await insertPack(db, options.actorUserId, departureId);
  await audit(db, {
    ip: options.ip,
    requestId: options.requestId,
    actorUserId: options.actorUserId,
    action: 'trip-day.pack-downloaded',
    entityType: 'departure',
    entityId: String(departureId),
    tripId: departure.tripId,
    details: { pack: pack.id, travellers: roster.length },
  });
  return {
    packId: pack.id,
    issuedAt: pack.issuedAt.toISOString(),
    wipeOn: packWipeOn(departure.inboundDate, departure),
    departure: {
      id: departure.id,
      label: departure.label,
      outboundDate: departure.outboundDate,
      inboundDate: departure.inboundDate,
      carrier: departure.carrier,
      hotel: departure.hotel,
      flights: departure.flights,
      escorts: departure.escorts,
    },
    trip: {
      id: departure.tripId,
      name: departure.tripName,
      year: departure.tripYear,
      programme: departure.schedule,
      emergency: packEmergency(departure),
    },
    checkpoints: allCheckpoints(departure, departure.schedule, actions),
    travellers: roster.map((row) => {
      const sealed = records.get(row.id);
      return packTraveller(row, sealed ? openRecord(key, sealed) : EMPTY_HEALTH_RECORD);
    }),
    actions,
  };
}
