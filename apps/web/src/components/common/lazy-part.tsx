import { use, type ComponentType } from 'react';

/** A promise React can read without waiting: `use` returns its value at once once `status` is `fulfilled`. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts fetching the part's code (once); the part then draws without suspending when it is rendered. */
  preload: () => Promise<unknown>;
};

/**
 * A part of a screen whose code is a chunk of its own, as with `React.lazy`, whose code can also be fetched ahead
 * (`preload`). Rendered once its code has arrived, it draws in the same pass: no Suspense fallback is committed,
 * so React's reveal throttle (it holds content back until 300 ms after a fallback was shown) is never waited for.
 * Rendered before, it suspends like `React.lazy`; a chunk that fails to load throws to the nearest error boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise: TrackedPromise<ComponentType<P>> = load();
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Part(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}
