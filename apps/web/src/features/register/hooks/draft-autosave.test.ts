import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type AutosaveStatus } from './draft-autosave.ts';

function setup(save: (value: string) => Promise<string> = (value) => Promise.resolve(`saved ${value}`)) {
  const statuses: AutosaveStatus[] = [];
  const saved: string[] = [];
  const saveSpy = vi.fn(save);
  const autosave = createAutosave({
    save: saveSpy,
    onSaved: (result) => saved.push(result),
    onStatus: (status) => statuses.push(status),
    delayMs: 600,
  });
  return { autosave, saveSpy, statuses, saved };
}

describe('createAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the last value once typing pauses', async () => {
    const { autosave, saveSpy, statuses, saved } = setup();
    autosave.schedule('M');
    autosave.schedule('MA');
    await vi.advanceTimersByTimeAsync(599);
    expect(saveSpy).not.toHaveBeenCalled();
    autosave.schedule('MAR');
    await vi.advanceTimersByTimeAsync(600);
    expect(saveSpy).toHaveBeenCalledExactlyOnceWith('MAR');
    expect(saved).toEqual(['saved MAR']);
    expect(statuses).toEqual(['saving', 'saved']);
  });

  it('saves at once when flushed (blur, leaving the step), and not again for the same value', async () => {
    const { autosave, saveSpy } = setup();
    autosave.schedule('MARIA');
    await autosave.flush();
    expect(saveSpy).toHaveBeenCalledTimes(1);
    autosave.schedule('MARIA');
    await autosave.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(saveSpy).toHaveBeenCalledTimes(1);
  });

  it('sends one request at a time: a value typed during a save follows it', async () => {
    let release: () => void = () => {};
    const { autosave, saveSpy } = setup((value) => new Promise((resolve) => (release = () => resolve(value))));
    autosave.schedule('A');
    const first = autosave.flush();
    autosave.schedule('AB');
    const second = autosave.flush();
    expect(saveSpy).toHaveBeenCalledTimes(1);
    release();
    await first;
    await vi.waitFor(() => expect(saveSpy).toHaveBeenCalledTimes(2));
    release();
    await second;
    expect(saveSpy.mock.calls.map(([value]) => value)).toEqual(['A', 'AB']);
  });

  it('keeps a value whose save failed, and saves it with the next attempt', async () => {
    let fail = true;
    const { autosave, saveSpy, statuses } = setup((value) =>
      fail ? Promise.reject(new TypeError('offline')) : Promise.resolve(value),
    );
    autosave.schedule('MARIA');
    await autosave.flush();
    expect(statuses).toEqual(['saving', 'failed']);
    fail = false;
    await autosave.flush();
    expect(saveSpy).toHaveBeenLastCalledWith('MARIA');
    expect(statuses.at(-1)).toBe('saved');
  });

  it('forgets a waiting value when cancelled', async () => {
    const { autosave, saveSpy } = setup();
    autosave.schedule('MARIA');
    autosave.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    await autosave.flush();
    expect(saveSpy).not.toHaveBeenCalled();
  });
});
