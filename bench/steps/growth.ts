// The growth table: the staff lists and the dashboard at each trip size, with the targets beside the figures.
import { measureGrowth, type GrowthFigures, type GrowthSample } from '../growth.ts';
import type { Backend } from '../lib/backend.ts';
import { type BenchRun, type BenchSettings, count } from '../lib/bench-run.ts';
import { ratio, type Row } from '../lib/table.ts';

/** 1000 → 1k, 16000 → 16k, 500 → 0.5k: the growth table's column names (never a bare number, which would sort first). */
const sizeLabel = (size: number) => `${Number((size / 1000).toFixed(3))}k`;

/** Each endpoint's rows of the growth table: time, bytes and rows per size, the growth, the target. */
function pushGrowth(run: BenchRun, backend: Backend, figures: GrowthFigures): void {
  const smallest = sizeLabel(figures.sizes[0]!);
  const largestSize = figures.sizes.at(-1)!;
  const largest = sizeLabel(largestSize);
  const growth = `${largest}/${smallest}`;
  for (const endpoint of figures.endpoints) {
    const target = endpoint.target;
    const targetHere = target && (!target.backend || target.backend === backend.name) ? target : undefined;
    const retried = [...endpoint.samples.values()].find((sample) => sample.retriedAfter)?.retriedAfter;
    const note = retried ? run.notes.mark(`measured twice: the first run timed out (${retried})`) : undefined;
    const row = (
      measure: string,
      value: (sample: GrowthSample) => number | string,
      limit: number | undefined,
      unit: string,
      limitElsewhere?: string,
    ): Row => {
      const cells: Row = { list: endpoint.name, backend: backend.name, measure };
      for (const size of figures.sizes) {
        const sample = endpoint.samples.get(size);
        cells[sizeLabel(size)] = sample ? value(sample) : 'failed';
      }
      const first = cells[smallest];
      const last = cells[largest];
      cells[growth] = typeof first === 'number' && typeof last === 'number' ? ratio(last, first) : '';
      cells.target = limit !== undefined ? `≤ ${limit} ${unit}` : (limitElsewhere ?? '');
      cells[`within at ${largest}`] =
        limit === undefined ? '' : typeof last === 'number' ? (last <= limit ? 'yes' : 'NO') : 'n/a';
      if (note) cells.note = note;
      return cells;
    };
    const elsewhere = (limit: number | undefined, unit: string) =>
      target && !targetHere && limit !== undefined ? `≤ ${limit} ${unit} on ${target.backend}` : undefined;
    run.growthRows.push(
      row('median ms', (sample) => sample.medianMs, targetHere?.ms, 'ms', elsewhere(target?.ms, 'ms')),
      row('kB on the wire', (sample) => sample.wireBytes / 1024, targetHere?.kB, 'kB', elsewhere(target?.kB, 'kB')),
    );
    if (endpoint.kind === 'list' || [...endpoint.samples.values()].some((sample) => sample.rows !== undefined)) {
      run.growthRows.push(
        row(
          'rows in the reply, of all',
          (sample) =>
            sample.rows === undefined ? '' : `${sample.rows} of ${sample.total}${sample.totalIsAtLeast ? '+' : ''}`,
          undefined,
          '',
        ),
      );
    }
    const identity = [...endpoint.samples.values()].find((sample) => sample.contentEncoding !== 'gzip');
    if (identity && identity.wireBytes >= 1024)
      run.failures.push(`growth ${endpoint.name} on ${backend.name}: sent ${identity.contentEncoding}, not gzip`);
  }
  // Sizes that failed are in the table as such; why is told under it.
  run.failures.push(...figures.failures);
}

export async function runGrowth(run: BenchRun, { backends, sizes, seconds }: BenchSettings) {
  for (const backend of backends) {
    await run.step(
      'growth',
      `growth: staff lists and dashboard at ${sizes.map(count).join(', ')} travellers (${backend.name}), ${seconds}s per call`,
      async () =>
        pushGrowth(run, backend, await measureGrowth(backend, [...sizes], seconds, (message) => run.log(message))),
    );
  }
}
