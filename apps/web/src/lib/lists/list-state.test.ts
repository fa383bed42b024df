import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, listPageSearch, listStateFromParams, listStateToParams } from './list-state.ts';

describe('the list state in the address', () => {
  it('writes only what differs from the first page, keeps the tab, and reads it back', () => {
    const state = {
      ...FIRST_PAGE,
      page: 2,
      sort: 'paidCents',
      order: 'desc',
      search: 'Νίκος',
      district: ['paphos'],
    } as const;
    const params = listStateToParams(
      { ...state, district: [...state.district] },
      new URLSearchParams('tab=all&page=9'),
    );
    expect(params.toString()).toBe(
      'tab=all&page=3&sort=paidCents&order=desc&search=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82&district=paphos',
    );
    expect(listStateFromParams(params)).toEqual({
      ...state,
      district: ['paphos'],
      status: undefined,
      gender: undefined,
    });
    expect(listStateToParams(FIRST_PAGE, params).toString()).toBe('tab=all');
  });

  it('leaves out what is not valid in an address typed by hand', () => {
    const state = listStateFromParams(
      new URLSearchParams('page=-4&page_size=7&sort=password&district=paphos,atlantis'),
    );
    expect(state).toEqual({
      ...FIRST_PAGE,
      sort: undefined,
      district: ['paphos'],
      status: undefined,
      gender: undefined,
    });
  });

  it('asks the API for the page 0-based, with the fixed filters of the screen', () => {
    expect(listPageSearch(4, { ...FIRST_PAGE, page: 1 }, { schoolId: 9 })).toBe(
      'trip_id=4&page=1&page_size=25&school_id=9',
    );
  });
});
