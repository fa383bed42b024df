import { z } from 'zod';
import { DISTRICTS } from './districts.ts';

/** Row of `api/schools`. The registration code is staff-only data. */
export const schoolSchema = z.object({
  id: z.number().int(),
  tripId: z.number().int(),
  name: z.string(),
  district: z.enum(DISTRICTS),
  registrationCode: z.string(),
  departureId: z.number().int().nullable(),
  travellerCount: z.number().int().nonnegative(),
});
export type School = z.infer<typeof schoolSchema>;
