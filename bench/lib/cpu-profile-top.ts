// The functions a V8 `.cpuprofile` (node --cpu-prof) spent the most time in themselves: each sample's time
// given to the function on top of the stack, summed per function name and place (url:line), optionally
// only the samples taken between two instants of the monotonic clock (the load's, not the start-up's).
import { readFileSync } from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

export type SelfTime = { name: string; place: string; ms: number; share: number };

/** `process.hrtime.bigint()` in the profile's unit: V8 and Node both read CLOCK_MONOTONIC on Linux. */
export const profileClockMicros = () => Number(process.hrtime.bigint() / 1000n);

export function topSelfTime(
  file: string,
  count = 10,
  window?: { fromMicros: number; toMicros: number },
): { top: SelfTime[]; totalMs: number; idleMs: number; windowed: boolean } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const sum = (inWindow: boolean) => {
    const byFunction = new Map<string, SelfTime>();
    let at = profile.startTime;
    let totalMs = 0;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      at += delta;
      if (inWindow && window && (at < window.fromMicros || at > window.toMicros)) return;
      const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
      const name = functionName || '(anonymous)';
      // Line numbers in a profile count from 0.
      const place = url ? `${url.replace(/^file:\/\//, '')}:${lineNumber + 1}` : '';
      const key = `${name} ${place}`;
      const entry = byFunction.get(key) ?? { name, place, ms: 0, share: 0 };
      entry.ms += delta / 1000;
      totalMs += delta / 1000;
      byFunction.set(key, entry);
    });
    return { byFunction, totalMs };
  };
  let windowed = Boolean(window);
  let summed = sum(windowed);
  // A window no sample falls in (another clock): the whole profile rather than nothing.
  if (summed.totalMs === 0) {
    windowed = false;
    summed = sum(false);
  }
  // Waiting (for the database, the network) is not a function: told apart, the shares are of the busy time.
  const idleMs = summed.byFunction.get('(idle) ')?.ms ?? 0;
  const top = [...summed.byFunction.values()]
    .filter((entry) => entry.name !== '(idle)')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((entry) => ({ ...entry, share: entry.ms / (summed.totalMs - idleMs) }));
  return { top, totalMs: summed.totalMs, idleMs, windowed };
}
