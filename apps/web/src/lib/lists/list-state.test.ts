import { describe, expect, it } from 'vitest';
import { DOCUMENT_QUEUE_LIST, TRAVELLER_LIST } from './list-specs.ts';
import { FIRST_PAGE, listPageSearch, listStateFromParams, listStateToParams } from './list-state.ts';

describe('the list state in the address', () => {
  it('writes only what differs from the first page, keeps the tab, and reads it back', () => {
    const state = {
      ...FIRST_PAGE,
      page: 2,
      sort: 'paidCents',
      order: 'desc',
      search: 'Νίκος',
      filters: { district: ['paphos'] },
    } as const;
    const params = listStateToParams(TRAVELLER_LIST, state, new URLSearchParams('tab=all&page=9'));
    expect(params.toString()).toBe(
      'tab=all&page=3&sort=paidCents&order=desc&search=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82&district=paphos',
    );
    expect(listStateFromParams(TRAVELLER_LIST, params)).toEqual(state);
    expect(listStateToParams(TRAVELLER_LIST, FIRST_PAGE, params).toString()).toBe('tab=all');
  });

  it('leaves out what is not valid in an address typed by hand', () => {
    const state = listStateFromParams(
      TRAVELLER_LIST,
      new URLSearchParams('page=-4&page_size=7&sort=password&district=paphos,atlantis&method=cash'),
    );
    expect(state).toEqual({ ...FIRST_PAGE, filters: { district: ['paphos'] } });
  });

  it("reads each list's own sorts and filters, in the list's order", () => {
    const params = new URLSearchParams('sort=uploadedAt&status=rejected,pending&type=consent&district=paphos');
    expect(listStateFromParams(DOCUMENT_QUEUE_LIST, params)).toEqual({
      ...FIRST_PAGE,
      sort: 'uploadedAt',
      filters: { type: ['consent'], status: ['pending', 'rejected'] },
    });
    expect(listStateFromParams(TRAVELLER_LIST, params).sort).toBeUndefined();
  });

  it('asks the API for the page 0-based, with the fixed filters of the screen, which win over the same filter', () => {
    expect(listPageSearch(4, { ...FIRST_PAGE, page: 1 }, { school_id: 9 })).toBe(
      'trip_id=4&page=1&page_size=25&school_id=9',
    );
    expect(listPageSearch(4, { ...FIRST_PAGE, filters: { status: ['approved'] } }, { status: 'pending' })).toBe(
      'trip_id=4&page=0&page_size=25&status=pending',
    );
  });
});
