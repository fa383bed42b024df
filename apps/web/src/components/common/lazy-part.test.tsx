// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

const Chart = ({ title }: { title: string }) => <p>{title} drawn</p>;

describe('lazyPart', () => {
  it('fetches nothing until it is rendered or preloaded, and fetches once', async () => {
    const load = vi.fn(async () => Chart);
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Part.preload(), Part.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded part in the first render, without showing the fallback', async () => {
    const Part = lazyPart(async () => Chart);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part title="Charts" />
      </Suspense>,
    );
    expect(screen.getByText('Charts drawn')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when rendered before its code has arrived', async () => {
    let arrive: (component: typeof Chart) => void = () => {};
    const Part = lazyPart(() => new Promise<typeof Chart>((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part title="Table" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Chart));
    expect(screen.getByText('Table drawn')).toBeInTheDocument();
  });
});
