// The operations' benchmarks: rooming's auto-fill in process, and a departure's manifest and rooming list files.
import { measureFlightManifest } from '../flight-manifest.ts';
import { type BenchRun, type BenchSettings, count, kB } from '../lib/bench-run.ts';
import { ratio } from '../lib/table.ts';
import { measureRoomingAutoFill } from '../rooming-auto-fill.ts';

/** In process, on the domain's function alone: no database to choose. */
export async function runRooming(run: BenchRun, { seconds, warmUpSeconds }: BenchSettings) {
  await run.step('rooming', `rooming auto-fill (2,000 travellers of one departure), ${seconds}s of runs`, async () => {
    const figures = measureRoomingAutoFill(seconds, warmUpSeconds);
    const label = `rooming auto-fill (${figures.travellers} travellers, ${figures.runs} runs)`;
    run.rows.push(
      {
        benchmark: label,
        backend: 'none',
        measure: 'median ms vs sort and cut in threes',
        voyage: figures.autoFillMs,
        baseline: figures.baselineMs,
        ratio: ratio(figures.autoFillMs, figures.baselineMs),
      },
      {
        benchmark: label,
        backend: 'none',
        measure: 'rooms (groups whole, by school and gender)',
        voyage: figures.rooms,
        baseline: figures.baselineRooms,
        ratio: ratio(figures.rooms, figures.baselineRooms),
      },
    );
  });
}

export async function runOperations(run: BenchRun, { backends, travellers, seconds, warmUpSeconds }: BenchSettings) {
  for (const backend of backends) {
    await run.step(
      'operations',
      `flight manifest and rooming list of one departure (${count(travellers)} travellers, ${backend.name}), autocannon ${seconds}s x 2 connections per format`,
      async () => {
        const figures = await measureFlightManifest(backend, seconds, warmUpSeconds);
        for (const format of ['csv', 'xlsx', 'pdf'] as const) {
          const { api, bare, bytes } = figures[format];
          const label = `flight manifest ${format.toUpperCase()} (${figures.passengers} passengers, ${kB(bytes)})`;
          run.pushLoad(label, backend, api, bare);
        }
        for (const [format, { api, bare, bytes }] of [
          ['xlsx', figures.roomingXlsx],
          ['pdf', figures.roomingPdf],
        ] as const) {
          const label = `rooming list ${format.toUpperCase()} (${figures.passengers} travellers, ${kB(bytes)})`;
          run.pushLoad(label, backend, api, bare);
        }
        if (figures.passengers < travellers / 2)
          run.failures.push(`flight manifest: only ${figures.passengers} passengers`);
      },
    );
  }
}
