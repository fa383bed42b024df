import { z } from 'zod';
import { documentQueueRowSchema } from './document-api.ts';
import { DISTRICTS } from './districts.ts';
import { paymentQueueRowSchema } from './payment-api.ts';
import { searchText } from './plain-text.ts';
import {
  DOCUMENT_QUEUE_SORTS,
  MAX_LIST_PAGE_SIZE,
  MAX_LIST_SEARCH_LENGTH,
  PAYMENT_QUEUE_SORTS,
  TRAVELLER_SORTS,
} from './list-sorts.ts';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
} from './traveller-statuses.ts';
import { tripQuerySchema } from './trip.ts';

/** `a,b,c` in the address: one or more values of a closed list, each at most once. */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (input) => (typeof input === 'string' ? input.split(',').filter((part) => part !== '') : input),
    z
      .array(z.enum(values))
      .min(1)
      .transform((chosen) => [...new Set(chosen)]),
  );
}

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** What every list query shares: the trip, the page and the order, and the search box. */
export const listQuerySchema = tripQuerySchema.extend({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  page_size: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(25),
  order: z.enum(['asc', 'desc']).default('asc'),
  /**
   * Matched, case-insensitively, anywhere in the traveller's names, the personal code, the guardian, the e-mail,
   * the school (`%`, `_` and `\` as typed); text with control characters or lone surrogates is a 400.
   */
  search: searchText({ max: MAX_LIST_SEARCH_LENGTH })
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The filters of the travellers lists (the districts filter, the grid's column filters, a school's page). */
export const travellerFiltersSchema = z.object({
  sort: z.enum(TRAVELLER_SORTS).optional(),
  district: commaList(DISTRICTS).optional(),
  status: commaList(REGISTRATION_STATUSES).optional(),
  gender: commaList(GENDERS).optional(),
  school_id: positiveId.optional(),
  departure_id: positiveId.optional(),
});

/**
 * `GET /api/students`, `/api/registrations`, `/api/registrations/pending` and `/api/admin/travellers/deleted`.
 * Without `sort`, the pending list is oldest first and the others by name.
 */
export const travellerListQuerySchema = listQuerySchema.extend(travellerFiltersSchema.shape);
export type TravellerListQuery = z.infer<typeof travellerListQuerySchema>;
/** The same filters, search and order without the trip and the page: what an export of the list holds. */
export type TravellerListFilters = Omit<TravellerListQuery, 'trip_id' | 'page' | 'page_size'>;

/** One row of a travellers list: what the tables show, nothing more (the details come one by one). */
export const travellerListRowSchema = z.object({
  id: z.string(),
  tripId: z.number().int(),
  personalCode: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  district: z.enum(DISTRICTS),
  guardianName: z.string(),
  guardianEmail: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  departureId: z.number().int().nullable(),
  registeredAt: z.iso.datetime(),
  emailConfirmedAt: z.iso.datetime().nullable(),
  statusChangedAt: z.iso.datetime().nullable(),
  statusBeforeDeletion: z.enum(REGISTRATION_STATUSES).nullable(),
  deletionReason: z.string().nullable(),
  paidCents: z.number().int(),
  /** The place in the trip's waiting list while waiting or offered a place (docs/product/places.md#waiting-list). */
  waitingListPosition: z.number().int().positive().nullable(),
});
export type TravellerListRow = z.infer<typeof travellerListRowSchema>;

/**
 * Every list answers one page of rows and how many match in all. The total is counted up to a ceiling
 * (`listCountCeiling`) so that a page costs the same on a trip of any size: past it, `totalIsAtLeast` says the
 * list holds more than `total` rows (docs/product/admin.md#lists).
 */
export function listPageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    totalIsAtLeast: z.literal(true).optional(),
  });
}
export type ListPage<T> = { rows: T[]; total: number; totalIsAtLeast?: true };

/** Lists count their rows exactly up to this many; a larger list says "more than 1,000". */
export const LIST_COUNT_LIMIT = 1000;

/** How many matching rows a page's count reads at most: the limit, or enough to show this page and tell a next one. */
export function listCountCeiling(page: number, pageSize: number): number {
  return Math.max(LIST_COUNT_LIMIT, (page + 1) * pageSize) + 1;
}

/** The total a page reports from the rows its count read (at most `ceiling`). */
export function listTotal(counted: number, ceiling: number): Pick<ListPage<unknown>, 'total' | 'totalIsAtLeast'> {
  return counted >= ceiling ? { total: ceiling - 1, totalIsAtLeast: true } : { total: counted };
}

export const travellerListPageSchema = listPageSchema(travellerListRowSchema);

/**
 * `GET /api/admin/payments`: the trip's payments (of registrations not deleted), of the statuses and methods
 * asked for (any without), of one school. Without `sort`, the receipts waiting alone (`status=pending`) are
 * a queue, oldest first; any other choice is newest first.
 */
export const paymentQueueQuerySchema = listQuerySchema.extend({
  sort: z.enum(PAYMENT_QUEUE_SORTS).optional(),
  status: commaList(PAYMENT_STATUSES).optional(),
  method: commaList(PAYMENT_METHODS).optional(),
  school_id: positiveId.optional(),
});
export type PaymentQueueQuery = z.infer<typeof paymentQueueQuerySchema>;
export const paymentQueuePageSchema = listPageSchema(paymentQueueRowSchema);

/**
 * `GET /api/admin/documents`: the trip's documents (of registrations not deleted), of the statuses and types
 * asked for (any without), of one school. Without `sort`, the uploads waiting alone (`status=pending`) are a
 * queue, oldest first; any other choice is newest first.
 */
export const documentQueueQuerySchema = listQuerySchema.extend({
  sort: z.enum(DOCUMENT_QUEUE_SORTS).optional(),
  status: commaList(DOCUMENT_STATUSES).optional(),
  type: commaList(DOCUMENT_TYPES).optional(),
  school_id: positiveId.optional(),
});
export type DocumentQueueQuery = z.infer<typeof documentQueueQuerySchema>;
export const documentQueuePageSchema = listPageSchema(documentQueueRowSchema);
