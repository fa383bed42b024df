import { describe, expect, it } from 'vitest';
import { startPeriodicJob, type JobPass, type JobTimers } from '../../src/jobs/periodic-job.ts';

/** Timers moved by hand: `elapse(ms)` fires what falls due, in order, and lets each pass settle. */
function handTimers() {
  let clock = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: JobTimers = {
    setTimeout(run, delayMs) {
      nextId += 1;
      pending.set(nextId, { at: clock + delayMs, run });
      return nextId;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  async function elapse(ms: number) {
    const until = clock + ms;
    for (;;) {
      const due = [...pending].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      pending.delete(due[0]);
      clock = due[1].at;
      due[1].run();
      await settle();
    }
    clock = until;
    await settle();
  }
  return { timers, elapse, scheduled: () => pending.size, now: () => new Date(Date.UTC(2026, 0, 1) + clock) };
}

function recordingLogger() {
  const lines: { level: string; details: object; message: string }[] = [];
  const record = (level: string) => (details: object, message: string) => lines.push({ level, details, message });
  return { lines, logger: { info: record('info'), warn: record('warn'), error: record('error') } };
}

describe('startPeriodicJob', () => {
  it('runs a pass at start, then one each interval after the last ended, with the clock it is given', async () => {
    const hand = handTimers();
    const { logger, lines } = recordingLogger();
    const passes: Date[] = [];
    const job = startPeriodicJob({
      name: 'counting',
      intervalMs: 1_000,
      timers: hand.timers,
      now: hand.now,
      logger,
      run: async ({ now }: JobPass) => {
        passes.push(now);
        return { counted: passes.length };
      },
      describe: (result) => (result.counted % 2 === 0 ? 'counted an even pass' : undefined),
    });

    await hand.elapse(0);
    expect(passes.map((at) => at.toISOString())).toEqual(['2026-01-01T00:00:00.000Z']);
    await hand.elapse(999);
    expect(passes).toHaveLength(1);
    await hand.elapse(1);
    await hand.elapse(2_000);
    expect(passes.map((at) => at.toISOString())).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:01.000Z',
      '2026-01-01T00:00:02.000Z',
      '2026-01-01T00:00:03.000Z',
    ]);
    expect(lines.filter((line) => line.level === 'info')).toEqual([
      { level: 'info', details: { counted: 2 }, message: 'counted an even pass' },
      { level: 'info', details: { counted: 4 }, message: 'counted an even pass' },
    ]);
    await job.stop();
  });

  it('waits for a slow pass before it counts the interval, and a pass asked for meanwhile joins it', async () => {
    const hand = handTimers();
    let release = () => {};
    let started = 0;
    const job = startPeriodicJob({
      name: 'slow',
      intervalMs: 1_000,
      timers: hand.timers,
      logger: recordingLogger().logger,
      run: () => {
        started += 1;
        return new Promise<number>((resolve) => (release = () => resolve(started)));
      },
    });

    await hand.elapse(0);
    await hand.elapse(5_000);
    expect(started).toBe(1);
    expect(hand.scheduled()).toBe(0);
    const joined = job.runOnce();
    expect(started).toBe(1);
    release();
    expect(await joined).toBe(1);
    await hand.elapse(0);
    await hand.elapse(999);
    expect(started).toBe(1);
    await hand.elapse(1);
    expect(started).toBe(2);
    release();
    await job.stop();
  });

  it('stops: no pass after stop, the pass in progress is told and awaited', async () => {
    const hand = handTimers();
    let signal: AbortSignal | undefined;
    let finish = () => {};
    let passes = 0;
    const job = startPeriodicJob({
      name: 'stopping',
      intervalMs: 1_000,
      timers: hand.timers,
      logger: recordingLogger().logger,
      run: (pass) => {
        passes += 1;
        signal = pass.signal;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });

    await hand.elapse(0);
    let isStopped = false;
    const stopped = job.stop().then(() => (isStopped = true));
    await hand.elapse(0);
    expect(signal?.aborted).toBe(true);
    expect(isStopped).toBe(false);
    finish();
    await stopped;
    await hand.elapse(10_000);
    expect(passes).toBe(1);
    expect(hand.scheduled()).toBe(0);
  });

  it('logs a failed pass with the job name, and the next pass still runs', async () => {
    const hand = handTimers();
    const { logger, lines } = recordingLogger();
    let passes = 0;
    const job = startPeriodicJob({
      name: 'flaky',
      intervalMs: 1_000,
      timers: hand.timers,
      logger,
      run: async () => {
        passes += 1;
        if (passes === 1) throw new Error('the database went away');
        return passes;
      },
    });

    await hand.elapse(0);
    expect(lines).toEqual([
      {
        level: 'error',
        details: { err: new Error('the database went away'), job: 'flaky' },
        message: 'flaky pass failed',
      },
    ]);
    await hand.elapse(1_000);
    expect(passes).toBe(2);
    await job.stop();
  });

  it('with poll false sets no timer: passes run only when asked', async () => {
    const hand = handTimers();
    let passes = 0;
    const job = startPeriodicJob({
      name: 'manual',
      intervalMs: 1_000,
      poll: false,
      timers: hand.timers,
      logger: recordingLogger().logger,
      run: async () => (passes += 1),
    });

    await hand.elapse(10_000);
    expect(passes).toBe(0);
    expect(await job.runOnce()).toBe(1);
    await job.stop();
  });

  it('waits firstDelayMs before the first pass', async () => {
    const hand = handTimers();
    let passes = 0;
    const job = startPeriodicJob({
      name: 'delayed',
      intervalMs: 1_000,
      firstDelayMs: 500,
      timers: hand.timers,
      logger: recordingLogger().logger,
      run: async () => (passes += 1),
    });

    await hand.elapse(499);
    expect(passes).toBe(0);
    await hand.elapse(1);
    expect(passes).toBe(1);
    await job.stop();
  });
});
