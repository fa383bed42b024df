/**
 * Something that did not finish in the time allowed, or a tool's measurement it asks to be run again: the one failure
 * a benchmark run is retried for.
 */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Ours, Playwright's (also named TimeoutError) and any other error that says it timed out. */
export function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TimeoutError' || /timed out|time-?out/i.test(error.message);
}
