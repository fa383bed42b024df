// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { QueryState } from './query-state.tsx';

type Names = string[];

/** The fields of a query result that the component reads, as React Query reports each state. */
function query(state: Partial<UseQueryResult<Names>>): UseQueryResult<Names> {
  return { isPending: false, isError: false, data: undefined, error: null, refetch: vi.fn(), ...state } as never;
}

function renderState(result: UseQueryResult<Names>, props: { emptyMessage?: string; notFoundMessage?: string } = {}) {
  return renderWithProviders(
    <QueryState
      query={result}
      what="students"
      skeleton={<div>placeholder rows</div>}
      isEmpty={(names) => names.length === 0}
      {...props}
    >
      {(names) => <ul>{names.map((name) => <li key={name}>{name}</li>)}</ul>}
    </QueryState>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QueryState', () => {
  it('shows the skeleton in a busy region named Loading while the data comes', () => {
    renderState(query({ isPending: true }));
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('placeholder rows');
  });

  it('shows the data once it is there', () => {
    renderState(query({ data: ['Maria', 'Andreas'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Maria', 'Andreas']);
  });

  it('says there is nothing yet, in the screen’s own words when it has them', () => {
    const { unmount } = renderState(query({ data: [] }));
    expect(screen.getByText('Nothing to show yet.')).toBeVisible();
    unmount();
    renderState(query({ data: [] }), { emptyMessage: 'No students yet.' });
    expect(screen.getByText('No students yet.')).toBeVisible();
  });

  it('says the load failed and retries when asked, logging only the status and code', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { status: 500, body: { code: 'INTERNAL', message: 'Maria Papadopoulou' } };
    const result = query({ isError: true, error: failure as never });
    const { user } = renderState(result);

    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this information.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(result.refetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Could not load students', { status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('Papadopoulou');
  });

  it('says the record is not there, instead of a failure, when the API answers 404', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderState(query({ isError: true, error: { status: 404 } as never }), {
      notFoundMessage: 'This student is not on the list.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This student is not on the list.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
