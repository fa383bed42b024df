/**
 * A copied trip's texts moved on with its dates (docs/product/trips.md#a-new-trip): "Paris 2027" on the 2028
 * copy reads "Paris 2028", and a school year "2026–2027" reads "2027–2028". Only the years around the copied
 * trip's own (the year before to the year after) move, so a date in history ("since 1990") stays.
 */
export function shiftYearsInText(text: string, fromYear: number, years: number): string {
  if (years === 0) return text;
  return text.replace(/(?<![\d.,])(\d{4})(?![\d.,]\d)/g, (match, digits: string) => {
    const year = Number(digits);
    return Math.abs(year - fromYear) <= 1 ? String(year + years) : match;
  });
}

/** Every string inside `value` (texts, lists of texts, programme days) with its years moved on. */
export function shiftYearsInTexts<T>(value: T, fromYear: number, years: number): T {
  if (typeof value === 'string') return shiftYearsInText(value, fromYear, years) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftYearsInTexts(item, fromYear, years)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftYearsInTexts(item, fromYear, years)]),
    ) as T;
  }
  return value;
}
