// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils.tsx';
import { DataTable } from './data-table.tsx';

type Row = { id: number; name: string; city: string };

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
];
const three: Row[] = [
  { id: 1, name: 'Zoe', city: 'Paphos' },
  { id: 2, name: 'Andreas', city: 'Larnaca' },
  { id: 3, name: 'Maria', city: 'Lemesos' },
];
const many: Row[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Student ${String(index + 1).padStart(2, '0')}`,
  city: 'Lefkosia',
}));

const table = () => screen.getByRole('grid', { name: 'Students' });
/** A column's header; once sorted, its name also holds the sort button's. */
const header = (title: string) => screen.getByRole('columnheader', { name: new RegExp(`^${title}`) });
/** The names in the table's body, top to bottom, as a reader sees them. */
const shownNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);

describe('DataTable', () => {
  it('is a grid named by its label, with a header per column and a row per entry', () => {
    renderWithProviders(<DataTable label="Students" rows={three} columns={columns} />);
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'City']);
    expect(shownNames()).toEqual(['Zoe', 'Andreas', 'Maria']);
  });

  it('says so when there is nothing to show yet', () => {
    renderWithProviders(<DataTable label="Students" rows={[]} columns={columns} />);
    expect(within(table()).getByText('No entries yet.')).toBeVisible();
  });

  it('sorts by a column when its header is clicked, first up then down', async () => {
    const { user } = renderWithProviders(<DataTable label="Students" rows={three} columns={columns} />);
    const nameHeader = header('Name');

    await user.click(within(nameHeader).getByText('Name'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Andreas', 'Maria', 'Zoe']);

    await user.click(within(nameHeader).getByText('Name'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Zoe', 'Maria', 'Andreas']);
  });

  it('starts sorted when the screen asks for it', () => {
    renderWithProviders(
      <DataTable label="Students" rows={three} columns={columns} initialSort={[{ field: 'city', sort: 'asc' }]} />,
    );
    expect(header('City')).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Andreas', 'Maria', 'Zoe']);
  });

  it('sorts from the keyboard: Enter on a focused header', async () => {
    const { user } = renderWithProviders(<DataTable label="Students" rows={three} columns={columns} />);
    const cityHeader = header('City');
    cityHeader.focus();
    await user.keyboard('{Enter}');
    expect(cityHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Andreas', 'Maria', 'Zoe']);
  });

  it('narrows the rows to what the search box holds, and says when nothing matches', async () => {
    const { user } = renderWithProviders(<DataTable label="Students" rows={three} columns={columns} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'larn');
    await waitFor(() => expect(shownNames()).toEqual(['Andreas']));

    await user.clear(search);
    await user.type(search, 'Nicosia');
    expect(await within(table()).findByText('No entries match your search or filters.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(shownNames()).toEqual(['Zoe', 'Andreas', 'Maria']));
    expect(search).toHaveValue('');
  });

  it('shows 25 rows a page and moves to the next page', async () => {
    const { user } = renderWithProviders(<DataTable label="Students" rows={many} columns={columns} />);
    expect(screen.getByText('1–25 of 30')).toBeVisible();
    expect(shownNames()).toHaveLength(25);
    expect(shownNames()[0]).toBe('Student 01');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–30 of 30')).toBeVisible();
    expect(shownNames()).toEqual(['Student 26', 'Student 27', 'Student 28', 'Student 29', 'Student 30']);
  });

  it('keeps a column the screen hides at first out of sight until the reader shows it', async () => {
    const { user } = renderWithProviders(
      <DataTable label="Students" rows={three} columns={columns} hiddenFields={['city']} />,
    );
    expect(screen.queryByRole('columnheader', { name: /^City/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'City' }));
    expect(header('City')).toBeInTheDocument();
  });

  it('opens a row the reader clicks', async () => {
    const onRowClick = vi.fn();
    const { user } = renderWithProviders(
      <DataTable label="Students" rows={three} columns={columns} onRowClick={onRowClick} />,
    );
    await user.click(within(table()).getByText('Maria'));
    expect(onRowClick).toHaveBeenCalledWith(three[2]);
  });

  it('speaks Greek when the screen does', () => {
    renderWithProviders(<DataTable label="Students" rows={many} columns={columns} />, { language: 'el' });
    expect(screen.getByRole('searchbox', { name: 'Αναζήτηση' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Φίλτρα' })).toBeInTheDocument();
    expect(screen.getByText('1–25 από 30')).toBeVisible();
    expect(screen.getByText('Γραμμές ανά σελίδα:')).toBeInTheDocument();
  });
});
