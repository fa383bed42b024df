import { z } from 'zod';

/** Stable error codes of the API; the SPA translates each one (`errors.<code>`). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF_FAILED',
  'COOKIE_CONFLICT',
  'RATE_LIMITED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_CREDENTIALS',
  'SERVICE_UNAVAILABLE',
  'STORAGE_FULL',
  'INTERNAL',
  'TOKEN_USED',
  'TOKEN_EXPIRED',
  'TOKEN_REVOKED',
  'ACCOUNT_EXISTS',
  'ALREADY_ADMIN',
  'CANNOT_REVOKE_SELF',
  'LAST_ADMIN',
  'ROLE_NOT_INCLUDED',
  'UNKNOWN_DEPARTURE',
  'REGISTRATION_CLOSED',
  'ROOMMATE_GROUP_FULL',
  'ROOMMATES_MAX',
  'DOCUMENT_REQUIRED',
  'ALREADY_SUBMITTED',
  'IDEMPOTENCY_CONFLICT',
  'FILE_UNREADABLE',
  'PDF_ENCRYPTED',
  'PDF_PAGE_TREE_INVALID',
  'PDF_UNPACKS_TOO_LARGE',
  'PDF_TOO_COMPLEX',
  'UPLOAD_IN_PROGRESS',
  'INVALID_TRANSITION',
  'PAYMENTS_CLOSED',
  'PAYMENT_AMOUNT',
  'PRICE_BELOW_PAID',
  'DOCUMENTS_CLOSED',
  'DOCUMENT_ACCEPTED',
  'ROOMING_LOCKED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_CHALLENGE_EXPIRED',
  'CANNOT_RESET_OWN_TWO_FACTOR',
  'RECENT_SIGN_IN_REQUIRED',
  'STATEMENT_TOO_LARGE',
  'STATEMENT_UNSAFE_XML',
  'STATEMENT_NOT_CAMT053',
  'STATEMENT_UNREADABLE',
  'STATEMENT_CSV_MAPPING',
  'STATEMENT_OTHER_ACCOUNT',
  'STATEMENT_OTHER_CURRENCY',
  'DEPARTURE_FULL',
  'TRIP_FULL',
  'OVER_CAPACITY',
  'NOT_OFFERED',
  'OFFER_EXPIRED',
  'NOT_WAITING',
  'NO_FREE_PLACE',
  'NOT_PENDING',
  'ALREADY_ON_LIST',
  'PLACE_FREE',
  'NOTHING_TO_REFUND',
  'DRAW_PENDING',
  'DRAW_SEED_LOCKED',
  'HEALTH_RECORD_FROZEN',
  'HEALTH_REMINDER_SENT_TODAY',
  'HEALTH_RECORD_COMPLETE',
  'HEALTH_RECORD_NOT_FROZEN',
  'ANNOUNCEMENT_LIMIT',
  'ANNOUNCEMENT_NOT_SCHEDULED',
  'CORRECTIONS_CLOSED',
  'CHANGE_REQUEST_WAITING',
  'CHANGE_REQUEST_NOT_APPLICABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The refusals that say what is wrong with an uploaded file itself (the family chooses another file or
 * saves it again); each has its own translated sentence under the file field.
 */
export const FILE_PROBLEM_CODES = [
  'FILE_UNREADABLE',
  'PDF_ENCRYPTED',
  'PDF_PAGE_TREE_INVALID',
  'PDF_UNPACKS_TOO_LARGE',
  'PDF_TOO_COMPLEX',
] as const satisfies readonly ErrorCode[];
export type FileProblemCode = (typeof FILE_PROBLEM_CODES)[number];

export function isFileProblemCode(code: string): code is FileProblemCode {
  return (FILE_PROBLEM_CODES as readonly string[]).includes(code);
}

/** Every error the API sends: `{ code, message, fieldErrors? }`. `fieldErrors` values are i18n keys. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
