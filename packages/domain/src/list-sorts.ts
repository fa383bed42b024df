/**
 * The admin lists are paged, sorted, searched and filtered by the API (docs/product/admin.md#lists): the
 * screen asks for one page and is told how many rows match in all. The pages and orders a list offers are
 * kept apart from the query schemas (`list-query.ts`) so a screen that only draws a list loads no
 * validation code (docs/architecture.md#the-web-app).
 */
export const LIST_PAGE_SIZES = [25, 50, 100] as const;
export const MAX_LIST_PAGE_SIZE = 100;
export const MAX_LIST_SEARCH_LENGTH = 100;
export type ListOrder = 'asc' | 'desc';

/** The columns a travellers list sorts by: the keys of its rows. */
export const TRAVELLER_SORTS = [
  'name',
  'personalCode',
  'schoolName',
  'district',
  'gender',
  'guardianName',
  'guardianEmail',
  'emailConfirmedAt',
  'registeredAt',
  'status',
  'paidCents',
  'statusChangedAt',
] as const;
export type TravellerSort = (typeof TRAVELLER_SORTS)[number];

/**
 * The columns the payments queue sorts by: the keys of its rows (`name` is the traveller's). Empty cells go
 * last either way, equal ones by name.
 */
export const PAYMENT_QUEUE_SORTS = [
  'name',
  'personalCode',
  'schoolName',
  'amountCents',
  'transferDate',
  'submittedAt',
  'status',
  'receivedAt',
  'method',
  'reviewedByName',
] as const;
export type PaymentQueueSort = (typeof PAYMENT_QUEUE_SORTS)[number];

/** The columns the documents queue sorts by: the keys of its rows (`name` is the traveller's). */
export const DOCUMENT_QUEUE_SORTS = [
  'name',
  'type',
  'schoolName',
  'personalCode',
  'uploadedAt',
  'status',
  'reviewedByName',
] as const;
export type DocumentQueueSort = (typeof DOCUMENT_QUEUE_SORTS)[number];
