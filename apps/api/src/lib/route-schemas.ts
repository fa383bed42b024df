import { apiErrorSchema, drawPendingRefusalSchema, placesRefusalSchema } from '@voyage/domain';
import { z } from 'zod';

type ErrorSchema = typeof apiErrorSchema;

/**
 * A route's error replies, for the OpenAPI document and the serializer: each status answers the one
 * error shape (`{ code, message, fieldErrors? }`) with the description given.
 */
export function errorResponses<const T extends Record<number, string>>(
  descriptions: T,
): { [Status in keyof T]: ErrorSchema } {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [status, apiErrorSchema.describe(description)]),
  ) as { [Status in keyof T]: ErrorSchema };
}

/** Error replies a public read route can give. */
export const publicErrors = errorResponses({
  400: 'Missing or malformed query parameter',
  404: 'No such trip',
  500: 'Server error (no details)',
});

/** The refusals of the admin subtree's guard. */
export const adminGuardErrors = errorResponses({
  401: 'Not signed in',
  403: 'Signed in without the admin role',
});

/** The refusals of the guardian subtree's guard (`/api/my/*`). */
export const guardianGuardErrors = errorResponses({
  401: 'Not signed in',
  403: 'Signed in as an admin',
});

/** Error replies of a read route behind the admin guard. */
export const adminErrors = { ...publicErrors, ...adminGuardErrors } as const;

/** The session cookie better-auth sets; declared in the OpenAPI document's components. */
export const adminSecurity = [{ session: [] }];

/** The same cookie, for the guardian subtree (`/api/my/*`). */
export const guardianSecurity = adminSecurity;

/**
 * A 409 that may also be a refusal for want of places (docs/product/places.md): `DEPARTURE_FULL`,
 * `TRIP_FULL` or `OVER_CAPACITY` with their details, `DRAW_PENDING` with the draw's date, else the
 * route's own 409.
 */
export function orPlacesRefusal<T extends z.ZodType>(schema: T, description: string) {
  return z.union([placesRefusalSchema, drawPendingRefusalSchema, schema]).describe(description);
}
