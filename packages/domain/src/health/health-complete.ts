import { z } from 'zod';
import { HEALTH_SECTIONS, type HealthConsent, type HealthRecord, type HealthSection } from './health-record.ts';

/**
 * A record is complete when every section has been saved at least once (a saved empty list of allergies or
 * medicines means "none") and the consent to emergency treatment is given (docs/product/health.md#complete).
 * The sections still to do are listed in the form's order.
 */
export const healthCompletenessSchema = z.object({
  complete: z.boolean(),
  missing: z.array(z.enum(HEALTH_SECTIONS)),
});
export type HealthCompleteness = z.infer<typeof healthCompletenessSchema>;

export function missingHealthSections(record: HealthRecord, consent: HealthConsent | null): HealthSection[] {
  return HEALTH_SECTIONS.filter((section) => (section === 'consent' ? consent === null : record[section] === null));
}

export function isHealthRecordComplete(record: HealthRecord, consent: HealthConsent | null): boolean {
  return missingHealthSections(record, consent).length === 0;
}

export function healthCompleteness(record: HealthRecord, consent: HealthConsent | null): HealthCompleteness {
  const missing = missingHealthSections(record, consent);
  return { complete: missing.length === 0, missing };
}
