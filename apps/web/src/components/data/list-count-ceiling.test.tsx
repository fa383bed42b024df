// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { TRAVELLER_LIST } from '../../lib/lists/list-specs.ts';
import { FIRST_PAGE } from '../../lib/lists/list-state.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { DataTable, type ServerList } from './data-table.tsx';
import { ListPager } from './list-pager.tsx';

type Row = { id: number; name: string };
const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const page: Row[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Student ${index + 1}` }));

/** A list the API counted up to its ceiling: more than 1,000 rows (docs/product/admin.md#lists). */
const longList = (onChange = vi.fn()): ServerList => ({
  spec: TRAVELLER_LIST,
  state: FIRST_PAGE,
  onChange,
  rowCount: 1000,
  rowCountIsAtLeast: true,
});

describe('a list longer than the API counts', () => {
  it('says "more than 1,000" under the table, and the next page is there', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DataTable label="Students" rows={page} columns={columns} server={longList(onChange)} />,
    );
    expect(await screen.findByText('1–25 of more than 1,000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('says the same on a phone’s pager, in Greek too', async () => {
    const onChange = vi.fn();
    const { unmount, user } = renderWithProviders(<ListPager server={longList(onChange)} />);
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByText('1–25 of more than 1,000')).toBeVisible();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
    unmount();

    renderWithProviders(<ListPager server={longList()} />, { language: 'el' });
    expect(screen.getByText('1–25 από περισσότερες από 1.000')).toBeVisible();
  });
});
