/**
 * The rows of a list reply in either of the API's shapes: a page (`{ rows, total }`, the travellers lists,
 * and the payments and documents queues once they are paged) or every row as an array (a queue not paged
 * yet, which ignores `page` and `page_size`).
 */
/** `totalIsAtLeast`: the list holds more than `total` rows, the most its count reads (docs/product/admin.md#lists). */
export type ListCount = { rows: number; total: number; totalIsAtLeast?: boolean; isPaged: boolean };

export function listRowCount(reply: unknown): ListCount {
  if (Array.isArray(reply)) return { rows: reply.length, total: reply.length, isPaged: false };
  const page = reply as { rows?: unknown; total?: unknown; totalIsAtLeast?: unknown } | null;
  if (page && Array.isArray(page.rows) && typeof page.total === 'number')
    return { rows: page.rows.length, total: page.total, totalIsAtLeast: page.totalIsAtLeast === true, isPaged: true };
  throw new Error('the reply is neither a list nor a page of one ({ rows, total })');
}
