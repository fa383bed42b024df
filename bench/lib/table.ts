export type Row = Record<string, string | number>;

const cell = (value: string | number) => (typeof value === 'number' ? formatNumber(value) : value);

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function ratio(value: number, baseline: number): number {
  return baseline === 0 ? Number.NaN : value / baseline;
}

/** A plain-text table with right-aligned numbers, readable in a CI log. */
export function renderTable(rows: Row[]): string {
  if (rows.length === 0) return '(no rows)';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const text = rows.map((row) => columns.map((column) => (row[column] === undefined ? '' : cell(row[column]!))));
  const widths = columns.map((column, i) => Math.max(column.length, ...text.map((line) => line[i]!.length)));
  const isNumeric = columns.map((column) => rows.some((row) => typeof row[column] === 'number'));
  const line = (values: string[]) =>
    values.map((value, i) => (isNumeric[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!))).join('  ');
  return [line(columns), widths.map((width) => '-'.repeat(width)).join('  '), ...text.map(line)].join('\n');
}

/** Notes under a table, each text once, numbered in the order they are first used; a row names its note by number. */
export class Footnotes {
  readonly #texts: string[] = [];

  /** The mark for `text` (`[1]`, `[2]`…) to put in a row's note column. */
  mark(text: string): string {
    if (!this.#texts.includes(text)) this.#texts.push(text);
    return `[${this.#texts.indexOf(text) + 1}]`;
  }

  get texts(): readonly string[] {
    return this.#texts;
  }

  render(): string {
    return this.#texts.map((text, index) => `[${index + 1}] ${text}`).join('\n');
  }
}
