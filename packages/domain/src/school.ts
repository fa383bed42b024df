import { z } from 'zod';
import { DISTRICTS } from './districts.ts';

/** Row of `api/schools`. The registration code and the contact teacher are staff-only data. */
export const schoolSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  name: z.string(),
  district: z.enum(DISTRICTS),
  registrationCode: z.string(),
  /** The contact teacher; empty strings when none is known. */
  contactName: z.string(),
  contactEmail: z.string(),
  departureId: z.number().int().nullable(),
  travellerCount: z.number().int().nonnegative(),
  /** What a change sends back as `expectedUpdatedAt`. */
  updatedAt: z.iso.datetime(),
});
export type School = z.infer<typeof schoolSchema>;
