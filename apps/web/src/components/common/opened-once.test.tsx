// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';
import { OpenedOnce } from './opened-once.tsx';

const Dialog = ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closed'}</p>;

describe('OpenedOnce', () => {
  it('fetches a lazy dialog only when it is first opened, and keeps it once closed', async () => {
    const load = vi.fn(async () => Dialog);
    const Part = lazyPart(load);
    const drawn = (open: boolean) => (
      <OpenedOnce open={open}>
        <Part open={open} />
      </OpenedOnce>
    );
    const { rerender } = render(drawn(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closed/)).toBeNull();
    await act(async () => rerender(drawn(true)));
    expect(screen.getByText('open')).toBeInTheDocument();
    rerender(drawn(false));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
