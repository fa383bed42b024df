import { z } from 'zod';
import { apiErrorSchema } from '../api-error.ts';
import { localizedTextSchema } from '../localized-text.ts';
import { REGISTRATION_STATUSES } from '../traveller-statuses.ts';
import type { WaitingEntry, WaitingEntryState } from './offer-chain.ts';

/**
 * The waiting list as the API stores and answers it (docs/product/places.md#waiting-list): an entry's
 * state, what the family sees in My Voyage, what staff see, and the bodies of the answers and of an offer
 * out of turn. The offer chain (offer-chain.ts) decides; these are its rows and messages.
 */

export const WAITING_ENTRY_STATES = ['waiting', 'offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type WaitingEntryStateKind = (typeof WAITING_ENTRY_STATES)[number];

/** A stored entry, as the offer chain reads it. */
export type WaitingEntryRow = {
  travellerId: string;
  siblingGroup: string;
  position: number;
  joinedAt: Date;
  state: WaitingEntryStateKind;
  offeredAt: Date | null;
  expiresAt: Date | null;
  outOfTurnReason: string | null;
  answeredAt: Date | null;
};

function stateOf(row: WaitingEntryRow): WaitingEntryState {
  const at = row.answeredAt ?? row.joinedAt;
  if (row.state === 'offered' && row.offeredAt && row.expiresAt) {
    const reason = row.outOfTurnReason === null ? {} : { outOfTurnReason: row.outOfTurnReason };
    return { kind: 'offered', offeredAt: row.offeredAt, expiresAt: row.expiresAt, ...reason };
  }
  if (row.state === 'waiting' || row.state === 'offered') return { kind: 'waiting' };
  return { kind: row.state, at };
}

export function waitingEntryOf(row: WaitingEntryRow): WaitingEntry {
  return {
    registrationId: row.travellerId,
    siblingGroupId: row.siblingGroup,
    position: row.position,
    joinedAt: row.joinedAt,
    state: stateOf(row),
  };
}

/** `GET /api/my/waiting-list`: each of the family's registrations on a list, with its position or offer. */
export const myWaitingEntrySchema = z.object({
  travellerId: z.string(),
  state: z.enum(WAITING_ENTRY_STATES),
  /** 1 for the next family to be offered a place; null once no longer waiting. */
  position: z.number().int().positive().nullable(),
  /** The offer's deadline while offered. */
  expiresAt: z.iso.datetime().nullable(),
});
export type MyWaitingEntry = z.infer<typeof myWaitingEntrySchema>;
export const myWaitingListSchema = z.array(myWaitingEntrySchema);

/** `GET /api/admin/waiting-list?trip_id=`: the list in its order, as staff see it. */
export const staffWaitingEntrySchema = z.object({
  travellerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  schoolName: z.string(),
  /** The school's departure; null while the school has none. */
  departureLabel: localizedTextSchema.nullable(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  /** The place in the queue from joining, never renumbered. */
  position: z.number().int().positive(),
  joinedAt: z.iso.datetime(),
  /** Among those still waiting, in the order offers will go; null once no longer waiting. */
  waitingPosition: z.number().int().positive().nullable(),
  state: z.enum(WAITING_ENTRY_STATES),
  offeredAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  outOfTurnReason: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type StaffWaitingEntry = z.infer<typeof staffWaitingEntrySchema>;
export const staffWaitingListSchema = z.array(staffWaitingEntrySchema);

/** Staff's offer out of turn: a reason is required, and kept in the audit log. */
export const offerOutOfTurnBodySchema = z.strictObject({
  reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});
export type OfferOutOfTurnBody = z.infer<typeof offerOutOfTurnBodySchema>;

export const WAITING_LIST_ERROR_CODES = [
  'NOT_OFFERED',
  'OFFER_EXPIRED',
  'NOT_WAITING',
  'NO_FREE_PLACE',
  'NOT_PENDING',
  'ALREADY_ON_LIST',
  'PLACE_FREE',
] as const;
/**
 * A 409 of the waiting list: no open offer to answer, its deadline passed, not waiting, or no place free;
 * for staff putting a registration on the list: not pending, on the list already, or a place is free.
 */
export const waitingListRefusalSchema = apiErrorSchema.extend({ code: z.enum(WAITING_LIST_ERROR_CODES) });

/** Whether the trip (or the traveller's departure) is full for someone registering now, and how many wait. */
export const tripFullnessSchema = z.object({ full: z.boolean(), waiting: z.number().int().nonnegative() });
export type TripFullness = z.infer<typeof tripFullnessSchema>;
