export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

type AutosaveOptions<T, R> = {
  save(value: T): Promise<R>;
  onSaved(result: R): void;
  onStatus(status: AutosaveStatus): void;
  delayMs: number;
};

export type Autosave<T> = {
  /** A new value to save once typing pauses; replaces any value still waiting. */
  schedule(value: T): void;
  /** Saves the waiting value now (on blur, before leaving the step); resolves when nothing is left to save. */
  flush(): Promise<void>;
  /** Forgets a waiting value and its timer (the draft is gone). */
  cancel(): void;
};

/**
 * Saves the last value typed, one request at a time, at most once per pause in typing. A failed save
 * keeps its value for the next attempt, so nothing typed is dropped while the connection comes back.
 */
export function createAutosave<T, R>({ save, onSaved, onStatus, delayMs }: AutosaveOptions<T, R>): Autosave<T> {
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let lastSaved: string | null = null;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    while (running) await running;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    const fingerprint = JSON.stringify(value);
    if (fingerprint === lastSaved) return;
    onStatus('saving');
    running = save(value).then(
      (result) => {
        lastSaved = fingerprint;
        onSaved(result);
        if (!waiting) onStatus('saved');
      },
      () => {
        waiting ??= { value };
        onStatus('failed');
      },
    );
    try {
      await running;
    } finally {
      running = null;
    }
  }

  return {
    schedule(value) {
      waiting = { value };
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    cancel() {
      waiting = null;
      clearTimeout(timer);
    },
  };
}
