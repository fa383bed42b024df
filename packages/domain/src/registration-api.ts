import { z } from 'zod';
import { DISTRICTS } from './districts.ts';
import { LOCALES } from './locales.ts';
import { registrationCodeSchema } from './registration-code.ts';
import { MAX_ROOMMATES, travellerDetailsSchema, travellerDetailsSchemaFor } from './registration.ts';
import { travellerSchema } from './traveller.ts';
import { GENDERS, ID_DOCUMENT_TYPES } from './traveller-statuses.ts';
import { tripIdSchema } from './trip.ts';
import { plainText } from './plain-text.ts';

/**
 * The public registration's calls (docs/api.md, "Registration"). A registration in progress is a
 * draft kept on the server under an httpOnly cookie, so a reload or a closed tab loses nothing and no
 * personal data sits in the browser's storage.
 */

/** Where the parent is: filling in the traveller, uploading the ID, or done (thank-you). */
export const REGISTRATION_STEPS = ['details', 'document', 'submitted'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export const ID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ID_DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type IdDocumentMediaType = (typeof ID_DOCUMENT_MEDIA_TYPES)[number];
/** For the file picker's `accept`; the server decides by the content. */
export const ID_DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** `POST /api/registration/start`: step 1. */
export const registrationStartSchema = z.strictObject({
  tripId: tripIdSchema,
  registrationCode: registrationCodeSchema,
});
export type RegistrationStart = z.infer<typeof registrationStartSchema>;

/**
 * `POST /api/registration/code-check`: whether a typed code opens the trip's registration, answered 200
 * either way (a wrong code is a result the screen shows, not a failed call). Same body as the start.
 */
export const registrationCodeCheckSchema = z.object({
  valid: z.boolean(),
  /** Why not: no school of the trip has this code. */
  reason: z.enum(['unknown-code']).nullable(),
  /**
   * The school's departure or the trip has no free place for a newcomer: the registration joins the waiting
   * list (docs/product/places.md#waiting-list). False for a code that opens nothing.
   */
  full: z.boolean(),
});
export type RegistrationCodeCheck = z.infer<typeof registrationCodeCheckSchema>;

const draftText = plainText({ max: 200, trim: false });
/** Step 2 as typed so far (autosave): any field may be empty or not yet valid. */
export const travellerDetailsDraftSchema = z.strictObject({
  firstName: draftText.optional(),
  lastName: draftText.optional(),
  gender: z.enum(GENDERS).or(z.literal('')).optional(),
  dateOfBirth: draftText.optional(),
  nationality: draftText.optional(),
  city: draftText.optional(),
  district: z.enum(DISTRICTS).or(z.literal('')).optional(),
  phone: draftText.optional(),
  language: z.enum(LOCALES).or(z.literal('')).optional(),
  guardianName: draftText.optional(),
  guardianEmail: draftText.optional(),
  roommates: z.array(draftText).max(MAX_ROOMMATES).optional(),
});
export type TravellerDetailsDraft = z.infer<typeof travellerDetailsDraftSchema>;

/** `PUT /api/registration/draft`: autosave of step 2. */
export const registrationDraftSaveSchema = z.strictObject({ details: travellerDetailsDraftSchema });

/**
 * `POST /api/registration/draft/details`: step 2 done. The body's rules; the trip's age rule and the
 * draft's school are checked after it, and their field errors are keyed the same (`details.dateOfBirth`).
 */
export const registrationDetailsSubmitSchema = z.strictObject({ details: travellerDetailsSchema });

/**
 * The traveller form, at step 2 and from the confirmation link: the body the API takes, with the trip's
 * age rule too. Its field paths (`details.roommates.1`) are the API's `fieldErrors` keys.
 */
export function travellerFormSchemaFor(tripStartsOn: string) {
  return z.strictObject({ details: travellerDetailsSchemaFor(tripStartsOn) });
}
/** The form's values as the fields hold them: choices may be unset, roommate fields empty. */
export type TravellerForm = z.input<typeof registrationDetailsSubmitSchema>;
/** The body of `POST /api/registration/draft/details`, as the form gives it once every rule passed. */
export type RegistrationDetailsSubmit = z.output<typeof registrationDetailsSubmitSchema>;

export const uploadedDocumentSchema = z.object({
  type: z.enum(ID_DOCUMENT_TYPES),
  fileName: z.string(),
  mediaType: z.enum(ID_DOCUMENT_MEDIA_TYPES),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** Every registration call answers with the draft as it now is. */
export const registrationDraftSchema = z.object({
  tripId: z.number().int(),
  /** The day the trip leaves: the age rule is checked against it. */
  tripStartsOn: z.iso.date(),
  step: z.enum(REGISTRATION_STEPS),
  school: z.object({ name: z.string(), registrationCode: z.string() }),
  details: travellerDetailsDraftSchema,
  document: uploadedDocumentSchema.nullable(),
  /** Set once submitted: where the confirmation e-mail went. */
  submitted: z.object({ travellerId: z.string(), guardianEmail: z.string() }).nullable(),
  updatedAt: z.iso.datetime(),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

/** `POST /api/registration/submit` (with an optional `Idempotency-Key` header). */
export const registrationSubmittedSchema = z.object({
  travellerId: z.string(),
  guardianEmail: z.string(),
});
export type RegistrationSubmitted = z.infer<typeof registrationSubmittedSchema>;

/** The token of a `/confirm_email/{hash}/{trip_id?}` link, sent in a body, never in a query. */
export const confirmationTokenSchema = z.strictObject({ token: z.string().min(1).max(200) });

/** A registration's form as stored (already normalised), to show again for checking. */
export const storedTravellerDetailsSchema = travellerSchema.pick({
  firstName: true,
  lastName: true,
  gender: true,
  dateOfBirth: true,
  nationality: true,
  city: true,
  district: true,
  phone: true,
  language: true,
  guardianName: true,
  guardianEmail: true,
  roommates: true,
  registrationCode: true,
});

/** `POST /api/registration/confirmation`: the link confirms the e-mail and returns the form to check. */
export const confirmationOpenedSchema = z.object({
  travellerId: z.string(),
  tripId: z.number().int(),
  tripStartsOn: z.iso.date(),
  schoolName: z.string(),
  details: storedTravellerDetailsSchema,
  emailConfirmedAt: z.iso.datetime(),
});
export type ConfirmationOpened = z.infer<typeof confirmationOpenedSchema>;

/** `POST /api/registration/confirmation/complete`: the checked form; the link is then used up. */
export const confirmationCompleteSchema = z.strictObject({
  token: z.string().min(1).max(200),
  details: travellerDetailsSchema,
});

/** What comes next: create the guardian's account (a ready link) or sign in with the existing one. */
export const confirmationCompletedSchema = z.object({
  email: z.string(),
  accountExists: z.boolean(),
  /** `/create/guardian/{token}/{travellerId}`, when the e-mail has no account yet. */
  createAccountPath: z.string().nullable(),
});
export type ConfirmationCompleted = z.infer<typeof confirmationCompletedSchema>;
