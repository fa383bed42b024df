// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { listStateFromParams } from '../../lib/lists/list-state.ts';
import { PAYMENT_QUEUE_LIST } from '../../lib/lists/list-specs.ts';
import { renderWithProviders } from '../../test-utils.tsx';
import { reviewColumn, ReviewQueueTable, type ReviewRow } from './review-queue-table.tsx';

// The columns every review queue shares, on made-up rows; the payments and documents screens' tests check
// their own columns and actions.
type Row = ReviewRow & { name: string; status: 'pending' | 'rejected' };

const rows: Row[] = [
  {
    id: 'a',
    travellerId: 't-1',
    name: 'GEORGIOU Maria',
    schoolName: 'Lyceum of Lemesos',
    personalCode: 'PAR-0042',
    status: 'rejected',
    rejectionReason: 'Blurred.',
    reviewedByName: 'Eleni',
  },
  {
    id: 'b',
    travellerId: 't-2',
    name: 'PAPA Nikos',
    schoolName: 'Gymnasium of Paphos',
    personalCode: null,
    status: 'pending',
    rejectionReason: null,
    reviewedByName: null,
  },
];

function renderQueue(onDecide = vi.fn()) {
  const columns: GridColDef<Row>[] = [
    reviewColumn.preview<Row>('file', 'File', (row) => <span>{`thumbnail ${row.id}`}</span>),
    reviewColumn.traveller<Row>({ headerName: 'Traveller', tripId: 7, name: (row) => row.name, flex: 1 }),
    reviewColumn.school<Row>('School'),
    reviewColumn.personalCode<Row>({ headerName: 'Code', tripId: 7, missing: 'No code yet', minWidth: 120, flex: 1 }),
    reviewColumn.status<Row>({
      headerName: 'Status',
      valueOptions: [],
      chip: (row) => <span>{row.status}</span>,
      note: (row) => row.rejectionReason,
    }),
    reviewColumn.reviewedBy<Row>('Reviewed by'),
    reviewColumn.actions<Row>('Actions', 200, (row) => (
      <Button onClick={() => onDecide(row.id)}>{`Decide ${row.id}`}</Button>
    )),
  ];
  const server = {
    spec: PAYMENT_QUEUE_LIST,
    state: listStateFromParams(PAYMENT_QUEUE_LIST, new URLSearchParams()),
    onChange: () => {},
    rowCount: rows.length,
  };
  const result = renderWithProviders(
    <MemoryRouter>
      <ReviewQueueTable<Row>
        label="Queue"
        rows={rows}
        columns={columns}
        server={server}
        hiddenFields={['schoolName']}
      />
    </MemoryRouter>,
  );
  const row = (name: string) =>
    within(screen.getByRole('grid', { name: 'Queue' }))
      .getAllByRole('row')
      .find((element) => element.textContent?.includes(name))!;
  return { ...result, onDecide, row };
}

describe('ReviewQueueTable', () => {
  it('shows the file, whose it is with their school, the code, the decision and who made it', () => {
    const { row } = renderQueue();
    const maria = row('GEORGIOU Maria');
    expect(within(maria).getByText('thumbnail a')).toBeVisible();
    expect(within(maria).getByRole('link', { name: 'GEORGIOU Maria' })).toHaveAttribute(
      'href',
      '/admin/registration/7/t-1',
    );
    expect(within(maria).getByText('Lyceum of Lemesos')).toBeVisible();
    expect(within(maria).getByRole('link', { name: 'PAR-0042' })).toHaveAttribute('href', '/voyageur/7/PAR-0042/t-1');
    expect(within(maria).getByText('rejected')).toBeVisible();
    expect(within(maria).getByText('Blurred.')).toHaveAttribute('title', 'Blurred.');
    expect(within(maria).getByText('Eleni')).toBeVisible();
  });

  it('says when there is no code yet, and hides the school’s own column at first', () => {
    const { row } = renderQueue();
    expect(within(row('PAPA Nikos')).getByText('No code yet')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /^School/ })).toBeNull();
  });

  it('puts the area’s buttons in the last column', async () => {
    const { row, user, onDecide } = renderQueue();
    await user.click(within(row('PAPA Nikos')).getByRole('button', { name: 'Decide b' }));
    expect(onDecide).toHaveBeenCalledWith('b');
  });
});
