import {
  DISTRICTS,
  DOCUMENT_QUEUE_SORTS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_QUEUE_SORTS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
  TRAVELLER_SORTS,
} from '@voyage/domain';
import type { ListSpec } from './list-state.ts';

/** The travellers lists: students, registrations, pending and deleted ones, a school's and a departure's. */
export const TRAVELLER_LIST = {
  sorts: TRAVELLER_SORTS,
  filters: { district: DISTRICTS, status: REGISTRATION_STATUSES, gender: GENDERS },
} as const satisfies ListSpec;

/** The payments queue (docs/product/payments.md#the-payments-queue). */
export const PAYMENT_QUEUE_LIST = {
  sorts: PAYMENT_QUEUE_SORTS,
  filters: { status: PAYMENT_STATUSES, method: PAYMENT_METHODS },
} as const satisfies ListSpec;

/** The documents queue (docs/product/documents.md#documents-queue). */
export const DOCUMENT_QUEUE_LIST = {
  sorts: DOCUMENT_QUEUE_SORTS,
  filters: { type: DOCUMENT_TYPES, status: DOCUMENT_STATUSES },
} as const satisfies ListSpec;
