import { expect } from 'vitest';

/**
 * The order the admin lists promise (docs/product/admin.md#lists), to check a page against: texts compare
 * bytewise (as `collate "C"`), empty cells go last whichever the direction, equal cells by name.
 */

const bytes = (text: string) => Buffer.from(text, 'utf8');
export const byteOrder = (a: string, b: string) => Buffer.compare(bytes(a), bytes(b));

export type Cell = string | number | null;

/** Two cells in the direction asked for; an empty one after any other either way. */
export function compareCells(a: Cell, b: Cell, order: 'asc' | 'desc'): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const sign = order === 'asc' ? 1 : -1;
  return sign * (typeof a === 'number' && typeof b === 'number' ? a - b : byteOrder(String(a), String(b)));
}

type Named = { firstName: string; lastName: string };
export function compareNames(a: Named, b: Named): number {
  return byteOrder(a.lastName, b.lastName) || byteOrder(a.firstName, b.firstName);
}

/**
 * Each row comes no earlier than the one before it by `compare` (ties left to the later keys, which the page
 * does not show to the test), and the column holds more than one value, so the order says something.
 */
export function expectOrdered<R>(rows: readonly R[], compare: (a: R, b: R) => number, cell: (row: R) => Cell): void {
  for (let index = 1; index < rows.length; index += 1) {
    expect(compare(rows[index - 1]!, rows[index]!), `rows ${index - 1} and ${index}`).toBeLessThanOrEqual(0);
  }
  expect(new Set(rows.map(cell)).size).toBeGreaterThan(1);
}
