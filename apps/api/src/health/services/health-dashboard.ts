import type { HealthDashboard, HealthMissingRow } from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { addendaWaitingByDeparture } from '../queries/health-addenda.ts';
import { healthCountsByDeparture, missingHealthTravellers, tripDepartures } from '../queries/health-dashboard.ts';

/**
 * `GET /api/admin/dashboard/health` (docs/product/health.md#dashboard): each departure of the trip by outbound
 * date, then the approved travellers not placed on one yet (only if there are any), and the total.
 */
export async function readHealthDashboard(db: Database, tripId: number): Promise<HealthDashboard> {
  const [counts, departureRows, addenda] = await Promise.all([
    healthCountsByDeparture(db, tripId),
    tripDepartures(db, tripId),
    addendaWaitingByDeparture(db, tripId),
  ]);
  const countOf = new Map(counts.map((row) => [row.departureId, row]));
  const byDeparture: HealthDashboard['byDeparture'] = departureRows.map((departure) => ({
    departureId: departure.id,
    label: departure.label,
    outboundDate: departure.outboundDate,
    complete: countOf.get(departure.id)?.complete ?? 0,
    missing: countOf.get(departure.id)?.missing ?? 0,
    addendaWaiting: addenda.get(departure.id) ?? 0,
  }));
  const unplaced = countOf.get(null);
  if (unplaced || addenda.has(null)) {
    byDeparture.push({
      departureId: null,
      label: null,
      outboundDate: null,
      complete: unplaced?.complete ?? 0,
      missing: unplaced?.missing ?? 0,
      addendaWaiting: addenda.get(null) ?? 0,
    });
  }
  const total = { complete: 0, missing: 0, addendaWaiting: [...addenda.values()].reduce((sum, n) => sum + n, 0) };
  for (const row of counts) {
    total.complete += row.complete;
    total.missing += row.missing;
  }
  return { tripId, byDeparture, total };
}

/** `GET /api/admin/dashboard/health/missing`: who is missing what, and when they were last reminded. */
export async function readMissingHealthList(
  db: Database,
  tripId: number,
  departureId?: number,
): Promise<HealthMissingRow[]> {
  const rows = await missingHealthTravellers(db, tripId, departureId);
  return rows.map((row) => ({
    travellerId: row.travellerId,
    firstName: row.firstName,
    lastName: row.lastName,
    departureId: row.departureId,
    guardianName: row.guardianName,
    guardianEmail: row.guardianEmail,
    missing: row.missing,
    lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
  }));
}
