import { z } from 'zod';
import { plainText } from './plain-text.ts';
import { phoneSchema } from './registration.ts';

/**
 * The numbers escorts call on the trip day (docs/product/trips.md#editing-a-trip): the institute's 24/7
 * emergency line, the insurer with its emergency line, and the insurance policy number. Each is optional
 * (null when not set); phones follow the product's phone rule. The trip-day pack carries them
 * (docs/product/trip-day.md#the-pack).
 */
export const TRIP_EMERGENCY_FIELDS = [
  'instituteEmergencyPhone',
  'insurerName',
  'insurerEmergencyPhone',
  'insurancePolicyNumber',
] as const;

export const INSURER_NAME_MAX = 200;
export const POLICY_NUMBER_MAX = 100;

/** Each setting's rule, as staff edit it. */
export const tripEmergencyFields = {
  instituteEmergencyPhone: phoneSchema.nullable(),
  insurerName: plainText({ max: INSURER_NAME_MAX }).min(1, { error: 'validation.required' }).nullable(),
  insurerEmergencyPhone: phoneSchema.nullable(),
  insurancePolicyNumber: plainText({ max: POLICY_NUMBER_MAX }).min(1, { error: 'validation.required' }).nullable(),
};

/** The settings as the trip answers them. */
export const tripEmergencySettingsSchema = z.object({
  instituteEmergencyPhone: z.string().nullable(),
  insurerName: z.string().nullable(),
  insurerEmergencyPhone: z.string().nullable(),
  insurancePolicyNumber: z.string().nullable(),
});
export type TripEmergencySettings = z.infer<typeof tripEmergencySettingsSchema>;

/** The trip-day pack's emergency numbers (`trip.emergency`). */
export const packEmergencySchema = z.object({
  institutePhone: z.string().nullable(),
  insurerName: z.string().nullable(),
  insurerPhone: z.string().nullable(),
  policyNumber: z.string().nullable(),
});
export type PackEmergency = z.infer<typeof packEmergencySchema>;

/** The pack's emergency numbers from the trip's settings. */
export function packEmergency(trip: TripEmergencySettings): PackEmergency {
  return {
    institutePhone: trip.instituteEmergencyPhone,
    insurerName: trip.insurerName,
    insurerPhone: trip.insurerEmergencyPhone,
    policyNumber: trip.insurancePolicyNumber,
  };
}
