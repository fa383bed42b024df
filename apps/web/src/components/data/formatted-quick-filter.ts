import type { GetApplyQuickFilterFn, GridValidRowModel } from '@mui/x-data-grid';

/**
 * Lets the search box find a cell by the text people see (`300 €`, `15 Νοε 2026`) rather than
 * by the stored value (cents, ISO dates), case- and space-insensitively.
 */
export function formattedQuickFilter<R extends GridValidRowModel, V>(
  format: (value: V) => string,
): GetApplyQuickFilterFn<R, V> {
  const squash = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, '');
  return (search: unknown) => {
    const needle = squash(String(search ?? ''));
    if (!needle) return null;
    return (value: V) => value !== null && value !== undefined && squash(format(value)).includes(needle);
  };
}
