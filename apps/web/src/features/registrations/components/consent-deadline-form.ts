import { z } from 'zod';
import { consentDeadlineBodySchema } from '@voyage/domain';

/** The call's body, and a day later than the current deadline (ISO dates compare as text). */
export function consentDeadlineFormSchema(current: string) {
  return consentDeadlineBodySchema.refine((values) => values.deadline > current, {
    path: ['deadline'],
    error: 'admin:review.deadlineDialog.notLater',
  });
}
export type ConsentDeadlineForm = z.infer<typeof consentDeadlineBodySchema>;
