import { z } from 'zod';
import { addDays } from '../consent-deadline.ts';
import { RETENTION_POLICY } from '../retention-policy.ts';
import { daysAfterTrip, retentionRule } from '../retention-rules.ts';
import { escortSchema, flightSchema } from '../departure.ts';
import { escortFlags } from '../health/escort-flags.ts';
import { escortFlagSchema } from '../health/health-api.ts';
import { MEDICINE_KEEPERS, type HealthRecord } from '../health/health-record.ts';
import { localizedTextSchema } from '../localized-text.ts';
import { hasCapability, seesDeparture, type StaffRole } from '../staff/staff-roles.ts';
import { scheduleDaySchema } from '../trip.ts';
import { packEmergencySchema } from '../trip-emergency.ts';
import { recordedActionSchema } from './actions.ts';
import { checkpointSchema } from './checkpoints.ts';

/**
 * The trip-day pack (docs/product/trip-day.md#the-pack): what an escort's phone keeps of one departure for the
 * days without network. Escorts download their own departures only, administrators any; the other roles none.
 * Health goes as the escort flags and the emergency card (medicines and their times, the people to call, the
 * family doctor, the insurance card): never a diagnosis, an allergen or the family's free text.
 */
export const TRIP_DAY_ROLES: readonly StaffRole[] = ['administrator', 'escort'];

/** Whether this staff member may download the pack of this departure. */
export function mayDownloadPack(staff: { role: StaffRole; departureIds: readonly number[] }, departureId: number) {
  return hasCapability(staff.role, 'trip-day') && seesDeparture(staff, departureId);
}

export const emergencyCardSchema = z.object({
  dateOfBirth: z.iso.date(),
  nationality: z.string().nullable(),
  guardian: z.object({ name: z.string(), phone: z.string() }),
  contacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
  medicines: z.array(
    z.object({ name: z.string(), dose: z.string(), times: z.array(z.string()), keptBy: z.enum(MEDICINE_KEEPERS) }),
  ),
  doctor: z.object({ name: z.string(), phone: z.string() }).nullable(),
  insurance: z.object({ ehicNumber: z.string(), ehicExpiresOn: z.string() }).nullable(),
});
export type EmergencyCard = z.infer<typeof emergencyCardSchema>;

export const packTravellerSchema = z.object({
  id: z.uuid(),
  /** As in the passport. */
  firstName: z.string(),
  lastName: z.string(),
  personalCode: z.string().nullable(),
  school: z.string(),
  room: z.number().int().nullable(),
  flags: z.array(escortFlagSchema),
  card: emergencyCardSchema,
});
export type PackTraveller = z.infer<typeof packTravellerSchema>;

type CardPerson = {
  dateOfBirth: string;
  nationality: string | null;
  guardianName: string;
  guardianPhone: string;
};

/** The emergency card of one traveller: what to act on and whom to call, no diagnosis. */
export function emergencyCard(person: CardPerson, record: HealthRecord): EmergencyCard {
  const contacts = record.contacts;
  return {
    dateOfBirth: person.dateOfBirth,
    nationality: person.nationality,
    guardian: { name: person.guardianName, phone: person.guardianPhone },
    contacts: (contacts?.contacts ?? []).map(({ name, relation, phone }) => ({ name, relation, phone })),
    medicines: (record.medicines ?? []).map(({ name, dose, times, keptBy }) => ({
      name,
      dose,
      times: [...times].sort(),
      keptBy,
    })),
    doctor:
      contacts && (contacts.doctorName || contacts.doctorPhone)
        ? { name: contacts.doctorName, phone: contacts.doctorPhone }
        : null,
    insurance: contacts?.ehicNumber ? { ehicNumber: contacts.ehicNumber, ehicExpiresOn: contacts.ehicExpiresOn } : null,
  };
}

/** One traveller of the pack from the roster row and the opened health record (flags read as the health area does). */
export function packTraveller(
  row: CardPerson & {
    id: string;
    firstName: string;
    lastName: string;
    personalCode: string | null;
    school: string;
    room: number | null;
  },
  record: HealthRecord,
): PackTraveller {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    personalCode: row.personalCode,
    school: row.school,
    room: row.room,
    flags: escortFlags(record),
    card: emergencyCard(row, record),
  };
}

export const tripDayPackSchema = z.object({
  /** Names this download: the phone asks with it whether to wipe (`GET /api/trip-day/packs/:packId`). */
  packId: z.uuid(),
  issuedAt: z.iso.datetime(),
  /** The day the phone wipes the pack by itself: the return plus the trip's retention days. */
  wipeOn: z.iso.date(),
  departure: z.object({
    id: z.number().int(),
    label: localizedTextSchema,
    outboundDate: z.iso.date(),
    inboundDate: z.iso.date(),
    carrier: z.string(),
    hotel: z.string(),
    flights: z.array(flightSchema),
    escorts: z.array(escortSchema),
  }),
  trip: z.object({
    id: z.number().int(),
    name: localizedTextSchema,
    year: z.number().int(),
    programme: z.array(scheduleDaySchema),
    /** The institute's and the insurer's emergency numbers and the policy number, as the trip's settings hold them. */
    emergency: packEmergencySchema,
  }),
  checkpoints: z.array(checkpointSchema),
  travellers: z.array(packTravellerSchema),
  /** Every action recorded so far, so a phone downloading late sees the others' marks. */
  actions: z.array(recordedActionSchema),
});
export type TripDayPack = z.infer<typeof tripDayPackSchema>;

/**
 * `GET /api/trip-day/packs/:packId`: whether the phone keeps the pack. `revoked`: the account is no longer
 * staff, or no longer accompanies the departure; `expired`: the retention days after the return have passed;
 * `unknown`: no such pack.
 */
export const PACK_WIPE_REASONS = ['revoked', 'expired', 'unknown'] as const;
export const packStatusSchema = z.object({
  wipe: z.boolean(),
  reason: z.enum(PACK_WIPE_REASONS).nullable(),
  wipeOn: z.iso.date().nullable(),
});
export type PackStatus = z.infer<typeof packStatusSchema>;

/**
 * The day a pack is wiped by itself: the departure's return plus the days the trip keeps its headcounts
 * (the `trip-day-marks` rule of the retention policy: the trip's ID retention days).
 */
export function packWipeOn(inboundDate: string, trip: { idRetentionDays: number }): string {
  return addDays(inboundDate, daysAfterTrip(retentionRule(RETENTION_POLICY, 'trip-day-marks'), trip));
}
