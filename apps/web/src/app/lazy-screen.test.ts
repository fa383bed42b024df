import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

const Screen = () => null;

describe('lazyScreen', () => {
  let target: EventTarget;
  beforeEach(() => {
    target = new EventTarget();
    vi.stubGlobal('window', target);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives react-router the module default export as the route component', async () => {
    const route = await lazyScreen(async () => ({ default: Screen }))();
    expect(route.Component).toBe(Screen);
  });

  it('raises a cancelable preload-error with the failure, then rethrows it', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const seen: CustomEvent[] = [];
    target.addEventListener('preload-error', (event) => seen.push(event as CustomEvent));
    await expect(lazyScreen(() => Promise.reject(failure))()).rejects.toBe(failure);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cancelable).toBe(true);
    expect(seen[0]!.detail).toBe(failure);
  });

  it('does not rethrow when a listener cancels the event', async () => {
    target.addEventListener('preload-error', (event) => event.preventDefault());
    const route = await lazyScreen(() => Promise.reject(new Error('chunk gone')))();
    expect(route.Component).toBeTypeOf('function');
  });
});
