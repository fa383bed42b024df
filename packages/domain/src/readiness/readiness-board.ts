import { z } from 'zod';
import { CHECKLIST_ITEMS, type Checklist, type ChecklistItemKind } from './checklist.ts';

/**
 * The readiness board of one departure (docs/product/readiness.md#board): its approved travellers, how many
 * have each item done, and who is missing what. An item is missing while it is not done (waiting for the
 * office included); a child with several instalments open counts once for "instalment".
 */
export const readinessRowSchema = z.object({
  travellerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  schoolName: z.string(),
  missing: z.array(z.enum(CHECKLIST_ITEMS)),
  overdue: z.array(z.enum(CHECKLIST_ITEMS)),
});
export type ReadinessRow = z.infer<typeof readinessRowSchema>;

export const readinessBoardSchema = z.object({
  departureId: z.number().int(),
  total: z.number().int(),
  ready: z.number().int(),
  missingCounts: z.record(z.enum(CHECKLIST_ITEMS), z.number().int()),
  travellers: z.array(readinessRowSchema),
});
export type ReadinessBoard = z.infer<typeof readinessBoardSchema>;

/** `?missing=` filters the board (and its export) to the children missing one item. */
export const readinessQuerySchema = z.object({ missing: z.enum(CHECKLIST_ITEMS).optional() });

/** "Remind these families": the item the families are reminded of (`POST …/readiness/reminders`). */
export const readinessRemindBodySchema = z.strictObject({
  item: z.enum(CHECKLIST_ITEMS, { error: 'validation.invalid' }),
});

export type NamedChecklist = Checklist & { firstName: string; lastName: string; schoolName: string };

const kindsWhere = (checklist: Checklist, keep: (state: string) => boolean): ChecklistItemKind[] =>
  CHECKLIST_ITEMS.filter((kind) => checklist.items.some((entry) => entry.kind === kind && keep(entry.state)));

/** The board from the departure's checklists, in the order given; counts before the filter. */
export function readinessBoard(
  departureId: number,
  checklists: readonly NamedChecklist[],
  missing?: ChecklistItemKind,
): ReadinessBoard {
  const rows = checklists.map((checklist) => ({
    travellerId: checklist.travellerId,
    firstName: checklist.firstName,
    lastName: checklist.lastName,
    schoolName: checklist.schoolName,
    missing: kindsWhere(checklist, (state) => state !== 'done'),
    overdue: kindsWhere(checklist, (state) => state === 'overdue'),
  }));
  const missingCounts = Object.fromEntries(
    CHECKLIST_ITEMS.map((kind) => [kind, rows.filter((row) => row.missing.includes(kind)).length]),
  ) as Record<ChecklistItemKind, number>;
  return {
    departureId,
    total: rows.length,
    ready: rows.filter((row) => row.missing.length === 0).length,
    missingCounts,
    travellers: missing ? rows.filter((row) => row.missing.includes(missing)) : rows,
  };
}
