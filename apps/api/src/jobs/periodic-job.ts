import type { WorkerLogger } from './worker-logger.ts';

/** The timer functions a job schedules its passes with: the process's, or a test's that it moves by hand. */
export type JobTimers = {
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
};

const processTimers: JobTimers = {
  setTimeout: (run, delayMs) => setTimeout(run, delayMs).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** What a pass is given: the clock's time when it starts, and a signal raised when the job is asked to stop. */
export type JobPass = { now: Date; signal: AbortSignal };

export type PeriodicJobOptions<Result> = {
  /** Names the job in its log lines (`<name> pass failed`). */
  name: string;
  /** The wait between the end of one pass and the start of the next. */
  intervalMs: number;
  /** The wait before the first pass (0: at start). */
  firstDelayMs?: number;
  /** One pass: the job's work. It must be safe to run in several processes at once (see below). */
  run: (pass: JobPass) => Promise<Result>;
  /** What a pass that did something is logged as: a message, or undefined to log nothing. */
  describe?: (result: Result) => string | undefined;
  logger: WorkerLogger;
  /** The clock; tests pass one of their own and move it instead of waiting. */
  now?: () => Date;
  /** false = no timer; the caller runs passes with runOnce() (tests). */
  poll?: boolean;
  /** The timers; tests pass their own. */
  timers?: JobTimers;
};

/** What a job's start function takes besides its own needs: the logger and what tests change. */
export type JobOptions<Result> = Pick<PeriodicJobOptions<Result>, 'logger' | 'now' | 'poll' | 'timers'> & {
  intervalMs?: number;
  /** Rows handled per transaction (tests make it small so two processes interleave). */
  batchSize?: number;
};

export type PeriodicJob<Result> = {
  /** Runs a pass now, or joins the pass in progress: two passes of one job never overlap in a process. */
  runOnce(): Promise<Result>;
  /** Settles once the first timed pass has ended and been logged (at once without a timer, or once stopped). */
  firstPass: Promise<void>;
  /** Stops the timer, raises the pass's stop signal and waits for a pass in progress. */
  stop(): Promise<void>;
};

/**
 * Every background job of the API (docs/decisions/019-one-periodic-job-helper.md): a pass at start (or after
 * `firstDelayMs`), then a pass `intervalMs` after each one ends, so a slow pass delays the next rather
 * than overlapping it. A failed pass is logged and the next one runs as planned. The timer is unref'd,
 * so it never keeps the process alive.
 *
 * Once across instances is the pass's own: every job's work claims its rows with `FOR UPDATE SKIP
 * LOCKED` in the transaction that acts on them (or a lease, for the outbox), so several processes may run
 * the same job at once without acting on one row twice. The helper takes no lock of its own.
 */
export function startPeriodicJob<Result>(options: PeriodicJobOptions<Result>): PeriodicJob<Result> {
  const { name, intervalMs, run, describe, logger } = options;
  const now = options.now ?? (() => new Date());
  const timers = options.timers ?? processTimers;
  const stopping = new AbortController();
  let running: Promise<Result> | null = null;
  let timer: unknown;
  let endFirstPass = () => {};
  const firstPass = new Promise<void>((resolve) => (endFirstPass = resolve));

  function runOnce(): Promise<Result> {
    running ??= run({ now: now(), signal: stopping.signal }).finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (stopping.signal.aborted || options.poll === false) return endFirstPass();
    timer = timers.setTimeout(() => {
      runOnce()
        .then((result) => {
          const message = describe?.(result);
          if (message) logger.info(typeof result === 'object' && result !== null ? result : { result }, message);
        })
        .catch((error: unknown) => logger.error({ err: error, job: name }, `${name} pass failed`))
        .finally(() => {
          endFirstPass();
          schedule(intervalMs);
        });
    }, delayMs);
  }

  schedule(options.firstDelayMs ?? 0);

  return {
    runOnce,
    firstPass,
    async stop() {
      stopping.abort();
      timers.clearTimeout(timer);
      endFirstPass();
      await running?.catch(() => {});
    },
  };
}

/**
 * A job whose pass is one call of a service given the clock's time (`now`) and `batchSize`: the job's
 * start function takes the service's other inputs (the database, the public URL, the storage…) with the
 * job's options, and each pass hands them on.
 */
export function serviceJob<Input extends { now: Date; batchSize?: number }, Result>(definition: {
  name: string;
  intervalMs: number;
  service: (input: Input) => Promise<Result>;
  describe: (result: Result) => string | undefined;
}): (options: JobOptions<Result> & Omit<Input, 'now' | 'batchSize'>) => PeriodicJob<Result> {
  return ({ logger, now, poll, timers, intervalMs, batchSize, ...needs }) =>
    startPeriodicJob({
      name: definition.name,
      intervalMs: intervalMs ?? definition.intervalMs,
      logger,
      now,
      poll,
      timers,
      run: (pass) => definition.service({ ...needs, now: pass.now, batchSize } as unknown as Input),
      describe: definition.describe,
    });
}
