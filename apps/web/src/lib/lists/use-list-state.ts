import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FIRST_PAGE, listStateFromParams, listStateToParams, type ListState } from './list-state.ts';

export type ListStateControl = {
  state: ListState;
  /** A new page, order or filter; a new search or filter goes back to the first page. */
  onChange(next: ListState): void;
};

/**
 * The list's state in the address, beside the screen's other parameters (its tab): Back goes to the page,
 * order and filters seen before. A new search replaces the entry rather than adding one per letter.
 */
export function useUrlListState(): ListStateControl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(params), [params]);
  const onChange = useCallback(
    (next: ListState) => {
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      setParams((current) => listStateToParams(next, current), { replace: next.search !== state.search });
    },
    [setParams, state],
  );
  return useMemo(() => ({ state, onChange }), [state, onChange]);
}

/** The list's state kept by the screen (a section of a bigger page that keeps nothing in the address). */
export function useLocalListState(initial: Partial<ListState> = {}): ListStateControl {
  const [state, setState] = useState<ListState>({ ...FIRST_PAGE, ...initial });
  // The same state again is no change: nothing renders anew.
  const onChange = useCallback(
    (next: ListState) => setState((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );
  return useMemo(() => ({ state, onChange }), [state, onChange]);
}
