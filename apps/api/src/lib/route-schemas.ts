import { apiErrorSchema } from '@voyage/domain';

/** Error replies a public read route can give, for the OpenAPI document and the serializer. */
export const publicErrors = {
  400: apiErrorSchema.describe('Missing or malformed query parameter'),
  404: apiErrorSchema.describe('No such trip'),
  500: apiErrorSchema.describe('Server error (no details)'),
} as const;

/** Error replies of a route behind the admin guard. */
export const adminErrors = {
  ...publicErrors,
  401: apiErrorSchema.describe('Not signed in'),
  403: apiErrorSchema.describe('Signed in without the admin role'),
} as const;

/** The session cookie better-auth sets; declared in the OpenAPI document's components. */
export const adminSecurity = [{ session: [] }];
