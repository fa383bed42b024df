import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { ROOMING_MIXES, ROOMING_WARNING_KINDS } from './rooming.ts';
import { GENDERS } from './traveller-statuses.ts';

/**
 * Staff's rooming of a departure (docs/product/rooming.md): `GET api/admin/departures/:id/rooming` answers
 * `roomingSchema`; the changes take the rooming's `updatedAt` as `expectedUpdatedAt` (null before the first
 * change) and answer the new rooming; a different one is 409 `CONFLICT`, a locked rooming 409 `ROOMING_LOCKED`.
 */
export const roomingTravellerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  schoolId: z.number().int(),
  schoolName: z.string(),
  personalCode: z.string().nullable(),
  /** Travellers sharing a roommate group share this key (the group's first traveller's id); null alone. */
  groupKey: z.string().nullable(),
  /** Names this traveller typed that nobody of the departure names back: requests, never roomed on. */
  roommateRequests: z.array(z.string()),
});
export type RoomingTraveller = z.infer<typeof roomingTravellerSchema>;

export const roomingWarningSchema = z.object({
  kind: z.enum(ROOMING_WARNING_KINDS),
  rooms: z.array(z.number().int()),
  travellerIds: z.array(z.string()),
});

export const roomSchema = z.object({
  number: z.number().int().positive(),
  travellers: z.array(roomingTravellerSchema),
});
export type Room = z.infer<typeof roomSchema>;

export const roomingSchema = z.object({
  departureId: z.number().int(),
  tripId: z.number().int(),
  /** When the rooming last changed; null before the first change. */
  updatedAt: z.iso.datetime().nullable(),
  lockedAt: z.iso.datetime().nullable(),
  lockedByName: z.string().nullable(),
  rooms: z.array(roomSchema),
  /** Travellers of the departure without a room, by school and name. */
  unplaced: z.array(roomingTravellerSchema),
  warnings: z.array(roomingWarningSchema),
  /** The trip's auto-fill setting: rooms by school, or across the departure's schools. */
  mix: z.enum(ROOMING_MIXES),
  /** How many rooms the departure would have after an auto-fill each way (the rooms now when nobody is unplaced). */
  roomsAfterAutoFill: z.object({ 'by-school': z.number().int(), 'across-schools': z.number().int() }),
});
export type Rooming = z.infer<typeof roomingSchema>;

const expectedUpdatedAt = z.iso.datetime().nullable();

/** Auto-fill, lock and unlock. */
export const roomingChangeBodySchema = z.strictObject({ expectedUpdatedAt });
export type RoomingChangeBody = z.infer<typeof roomingChangeBodySchema>;

/** The trip's auto-fill setting, changed from a departure's rooming screen (applies to all its departures). */
export const roomingMixBodySchema = z.strictObject({
  mix: z.enum(ROOMING_MIXES, { error: 'validation.invalid' }),
  expectedUpdatedAt,
});
export type RoomingMixBody = z.infer<typeof roomingMixBodySchema>;

/** `toRoom`: a room's number (an empty one opens it), `new` for the next free number, null to take the traveller out. */
export const roomingMoveBodySchema = z.strictObject({
  travellerId: z.uuid({ error: 'validation.invalid' }),
  toRoom: z.union([z.number().int().positive().max(9999), z.literal('new'), z.null()]),
  expectedUpdatedAt,
});
export type RoomingMoveBody = z.infer<typeof roomingMoveBodySchema>;

export const ROOMING_LIST_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type RoomingListFormat = (typeof ROOMING_LIST_FORMATS)[number];

/** `GET api/admin/departures/:id/rooming/list`: the hotel's rooming list, in English unless asked otherwise. */
export const roomingListQuerySchema = z.object({
  format: z.enum(ROOMING_LIST_FORMATS),
  lang: z.enum(LOCALES).default('en'),
});
