// A CPU profile of one step of a benchmark whose product server runs in the bench's own process: the
// V8 profiler started just before the step and stopped after it, written as a `.cpuprofile` that Chrome's
// DevTools (Performance) or `npx speedscope` open.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/** `step` run with the profiler on when `dir` is given, its profile written to `<dir>/<name>.cpuprofile`. */
export async function profiled<T>(dir: string | undefined, name: string, step: () => Promise<T>): Promise<T> {
  if (!dir) return step();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await step();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
