export type ChartDatum = { key: string; label: string; value: number; color?: string };

/** The chart's data said in words, for screen readers (SVG shapes alone say nothing). */
export function describeData(data: readonly ChartDatum[]): string {
  return data.map((datum) => `${datum.label}: ${datum.value}`).join(', ');
}
