import { z } from 'zod';
import { localizedTextSchema } from './localized-text.ts';
import { dashboardPlacesSchema } from './places/capacity.ts';

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

const cents = z.number().int();

/**
 * Money over a group of approved travellers (docs/product/payments.md#dashboard), in cents: the price of
 * each, what staff confirmed as received, what waits for confirmation (Processing), and what is still
 * to pay (each traveller's price less both, never below zero).
 */
const moneyFiguresSchema = z.object({
  expectedCents: cents,
  receivedCents: cents,
  processingCents: cents,
  outstandingCents: cents,
});

/** A group's figures and what of its instalments is past due and not covered by anything sent. */
const groupMoneySchema = moneyFiguresSchema.extend({ overdueCents: cents });

export const dashboardPaymentsSchema = moneyFiguresSchema.extend({
  /** Approved travellers with at least one instalment past its due date and not covered, and how much. */
  overdue: z.object({ count: z.number().int().nonnegative(), cents }),
  /** Every school of the trip, by name. */
  bySchool: z.array(groupMoneySchema.extend({ schoolId: z.number().int(), name: z.string() })),
  /**
   * Every departure of the trip, by outbound date, then the travellers whose school has no departure yet
   * (`departureId`, `label` and `outboundDate` null), if there are any.
   */
  byDeparture: z.array(
    groupMoneySchema.extend({
      departureId: z.number().int().nullable(),
      label: localizedTextSchema.nullable(),
      outboundDate: z.iso.date().nullable(),
    }),
  ),
});
export type DashboardPayments = z.infer<typeof dashboardPaymentsSchema>;

/** `api/dashboard`: registration counts and payments for one trip. Money in cents. */
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
  /** Approved travellers whose signed consent form is in: waiting for review or accepted (out of `totals.travellers`). */
  consentsReceived: z.number().int().nonnegative(),
  /** Approved travellers whose consent form staff accepted. */
  consentsAccepted: z.number().int().nonnegative(),
  /** Documents waiting for staff's review (the documents queue), of every type, of non-deleted registrations. */
  documentsWaiting: z.number().int().nonnegative(),
  bySchool: z.array(z.object({ schoolId: z.number().int(), name: z.string(), count: z.number().int() })),
  byDistrict: countsSchema,
  byGender: countsSchema,
  /** The approved travellers' money against the payment plan. */
  payments: dashboardPaymentsSchema,
  /** Places: the trip's and each departure's capacity, approved, pending and free. */
  places: dashboardPlacesSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
