import {
  announcementRecipients,
  CHECKLIST_ITEMS,
  type AnnouncementAudience,
  type AnnouncementRecipient,
} from '@voyage/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { departureChecklists } from '../../readiness/services/checklists.ts';
import { findReadinessDeparture } from '../../readiness/queries/readiness.ts';
import { audienceRegistrations, isSchoolOfTrip } from '../queries/announcements.ts';

/** The departure or school the audience names must be the trip's: another trip's, or none, is 404. */
async function checkAudience(db: Database, tripId: number, audience: AnnouncementAudience): Promise<void> {
  if (audience.kind === 'departure' || audience.kind === 'readiness') {
    const departure = await findReadinessDeparture(db, audience.departureId);
    if (departure?.tripId !== tripId) throw notFound('Departure');
  }
  if (audience.kind === 'school' && !(await isSchoolOfTrip(db, tripId, audience.schoolId))) throw notFound('School');
}

/**
 * Who receives an announcement to `audience` now (docs/product/announcements.md#audience): the trip's registrations
 * read, a readiness item's from the departure's checklists as the board shows them, then the domain's rule.
 */
export async function recipientsOf(
  db: Database,
  tripId: number,
  audience: AnnouncementAudience,
  now: Date,
): Promise<AnnouncementRecipient[]> {
  await checkAudience(db, tripId, audience);
  const registrations = await audienceRegistrations(db, tripId);
  if (audience.kind === 'readiness') {
    const { travellers } = await departureChecklists(db, audience.departureId, now);
    const missing = new Map(
      travellers.map(({ traveller, checklist }) => [
        traveller.id,
        CHECKLIST_ITEMS.filter((kind) => checklist.items.some((item) => item.kind === kind && item.state !== 'done')),
      ]),
    );
    for (const registration of registrations) registration.missing = missing.get(registration.travellerId) ?? [];
  }
  return announcementRecipients(registrations, audience);
}
