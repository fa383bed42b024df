import { z } from 'zod';

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

/** `api/dashboard`: registration counts and money for one trip. Money in cents. */
export const dashboardSchema = z.object({
  tripId: z.number().int(),
  totals: z.object({ registrations: z.number().int(), travellers: z.number().int() }),
  /** Per status; `pending` counts only what staff can review (the family confirmed the e-mail), like the Pending tab. */
  byStatus: countsSchema,
  /** Pending registrations still waiting for the family to open the e-mail link: not in the review queue yet. */
  awaitingEmailConfirmation: z.number().int().nonnegative(),
  /** The review queue on its own: pending registrations whose family confirmed the e-mail (`byStatus.pending`). */
  reviewQueue: z.number().int().nonnegative(),
  /** Deleted registrations, counted apart: they are in no total, status count or chart. */
  deleted: z.number().int().nonnegative(),
  /** Approved registrations with no consent document (pending or approved) whose deadline is today or within 7 days. */
  consentsDueThisWeek: z.number().int().nonnegative(),
  /** Approved registrations with no consent document whose deadline has passed (the deadline job cancels them). */
  consentsOverdue: z.number().int().nonnegative(),
  bySchool: z.array(z.object({ schoolId: z.number().int(), name: z.string(), count: z.number().int() })),
  byDistrict: countsSchema,
  byGender: countsSchema,
  money: z.object({
    expectedCents: z.number().int(),
    receivedCents: z.number().int(),
    pendingReviewCents: z.number().int(),
    outstandingCents: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
