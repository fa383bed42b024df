// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from './below-the-fold.tsx';

type Watched = { callback: IntersectionObserverCallback; element?: Element; disconnected: boolean };
const observers: Watched[] = [];

class FakeIntersectionObserver {
  private readonly watched: Watched;
  constructor(callback: IntersectionObserverCallback) {
    this.watched = { callback, disconnected: false };
    observers.push(this.watched);
  }
  observe(element: Element) {
    this.watched.element = element;
  }
  disconnect() {
    this.watched.disconnected = true;
  }
}

/** The observed placeholder scrolls to within 200 px of the window. */
function scrollNear(watched: Watched) {
  const entry = { isIntersecting: true, target: watched.element } as IntersectionObserverEntry;
  act(() => watched.callback([entry], {} as IntersectionObserver));
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('BelowTheFold', () => {
  it('shows the placeholder and fetches nothing until the part comes near the window', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const load = vi.fn(async () => ({ default: () => <p>Charts drawn</p> }));
    const Charts = lazy(load);
    render(
      <BelowTheFold placeholder={<p>Loading charts</p>}>
        <Charts />
      </BelowTheFold>,
    );
    expect(screen.getByText('Loading charts')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);

    scrollNear(observers[0]!);
    expect(await screen.findByText('Charts drawn')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading charts')).not.toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <BelowTheFold placeholder={<p>Loading table</p>}>
        <p>Table drawn</p>
      </BelowTheFold>,
    );
    expect(screen.getByText('Table drawn')).toBeInTheDocument();
  });

  it('fetches the part’s code as it comes near, not before', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const preload = vi.fn(async () => undefined);
    render(
      <BelowTheFold placeholder={<p>Loading table</p>} preload={preload}>
        <p>Table drawn</p>
      </BelowTheFold>,
    );
    expect(preload).not.toHaveBeenCalled();
    scrollNear(observers[0]!);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Table drawn')).toBeInTheDocument();
  });
});
