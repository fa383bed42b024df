import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FIRST_PAGE, listStateFromParams, listStateToParams, type ListSpec, type ListState } from './list-state.ts';

export type ListStateControl = {
  /** What the list can be sorted by and filtered on. */
  spec: ListSpec;
  state: ListState;
  /** A new page, order or filter; a new search or filter goes back to the first page. */
  onChange(next: ListState): void;
};

/**
 * The list's state in the address, beside the screen's other parameters (its tab): Back goes to the page,
 * order and filters seen before. A new search replaces the entry rather than adding one per letter.
 */
export function useUrlListState(spec: ListSpec): ListStateControl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(spec, params), [spec, params]);
  const onChange = useCallback(
    (next: ListState) => {
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      setParams((current) => listStateToParams(spec, next, current), { replace: next.search !== state.search });
    },
    [spec, setParams, state],
  );
  return useMemo(() => ({ spec, state, onChange }), [spec, state, onChange]);
}

/** The list's state kept by the screen (a section of a bigger page that keeps nothing in the address). */
export function useLocalListState(spec: ListSpec, initial: Partial<ListState> = {}): ListStateControl {
  const [state, setState] = useState<ListState>({ ...FIRST_PAGE, ...initial });
  // The same state again is no change: nothing renders anew.
  const onChange = useCallback(
    (next: ListState) => setState((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );
  return useMemo(() => ({ spec, state, onChange }), [spec, state, onChange]);
}
