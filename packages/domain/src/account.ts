import { z } from 'zod';
import { emailSchema, passwordSchema, personNameSchema } from './auth.ts';
import { LOCALES } from './locales.ts';
import { escortHasDepartures, staffGrantFields } from './staff/staff-role-api.ts';
import { STAFF_ROLES } from './staff/staff-roles.ts';

/** `/create/{type}/…`: a guardian's account for a registration, or an admin accepting an invitation. */
export const ACCOUNT_TYPES = ['admin', 'guardian'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** What a single-use link is for; stored with the token. An e-mail confirmation creates no account. */
export const ACCOUNT_TOKEN_PURPOSES = ['admin-invitation', 'guardian-account', 'email-confirmation'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const ACCOUNT_TOKEN_PURPOSE_BY_TYPE = {
  admin: 'admin-invitation',
  guardian: 'guardian-account',
} as const satisfies Record<AccountType, AccountTokenPurpose>;

/** How long a link stays usable: an invitation a week, a guardian's account link two weeks. */
export const ACCOUNT_TOKEN_LIFETIME_MS = {
  'admin-invitation': 7 * 24 * 3_600_000,
  'guardian-account': 14 * 24 * 3_600_000,
  'email-confirmation': 7 * 24 * 3_600_000,
} as const satisfies Record<AccountTokenPurpose, number>;

const passwordsMatch = (value: { password: string; passwordConfirm: string }) =>
  value.password === value.passwordConfirm;
const mismatch = { path: ['passwordConfirm'], error: 'validation.passwordsMatch' };

const accountFormFields = {
  name: personNameSchema,
  password: passwordSchema,
  passwordConfirm: z.string(),
};

/** The fields a person fills in on the create-account screen (docs/product/screens.md#create-account). */
export const accountFormSchema = z.object(accountFormFields).refine(passwordsMatch, mismatch);
export type AccountForm = z.infer<typeof accountFormSchema>;

/** `POST /api/accounts`: the form plus what the link carried. */
export const accountCreationSchema = z
  .object({
    type: z.enum(ACCOUNT_TYPES),
    token: z.string().min(1, { error: 'validation.required' }).max(200),
    travellerId: z.uuid({ error: 'validation.invalid' }).optional(),
    ...accountFormFields,
  })
  .refine(passwordsMatch, mismatch);
export type AccountCreation = z.infer<typeof accountCreationSchema>;

/** `POST /api/accounts/link`: the token of an account link, sent in the body so no log or history keeps it. */
export const accountLinkLookupSchema = z.strictObject({ token: z.string().max(200) });
export type AccountLinkLookup = z.infer<typeof accountLinkLookupSchema>;

/** `POST /api/accounts/link`: what a link is for, so the screen can say it. */
export const accountTokenInfoSchema = z.object({
  purpose: z.enum(ACCOUNT_TOKEN_PURPOSES),
  email: z.string(),
  travellerId: z.string().nullable(),
  travellerName: z.string().nullable(),
  /** The guardian's name as given at registration, to start the form with (guardian links only). */
  guardianName: z.string().nullable(),
  /** The e-mail already has an account: the person should sign in instead. */
  accountExists: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type AccountTokenInfo = z.infer<typeof accountTokenInfoSchema>;

/** `POST /api/admin/administrators/invitations`: who to invite and the language of the e-mail. */
export const inviteAdminSchema = z
  .object({
    email: z.string().trim().min(1, { error: 'validation.required' }).pipe(emailSchema),
    locale: z.enum(LOCALES),
    ...staffGrantFields,
  })
  .superRefine(escortHasDepartures);
export type InviteAdmin = z.infer<typeof inviteAdminSchema>;

export const adminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  since: z.iso.datetime(),
  /** An authenticator is enrolled (otherwise the admin is asked to enrol at the next sign-in). */
  twoFactorEnabled: z.boolean(),
  role: z.enum(STAFF_ROLES),
  /** An escort's departures; empty for other roles. */
  departureIds: z.array(z.number().int()),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  departureIds: z.array(z.number().int()),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

/** `GET /api/admin/administrators`: the administrators and the invitations still waiting. */
export const adminListSchema = z.object({
  admins: z.array(adminSchema),
  invitations: z.array(adminInvitationSchema),
});
export type AdminList = z.infer<typeof adminListSchema>;

/** `POST /api/admin/travellers/:id/account-link`: where the link went and until when it works. */
export const accountLinkSchema = z.object({
  sentTo: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AccountLink = z.infer<typeof accountLinkSchema>;
