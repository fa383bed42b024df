// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { HealthDashboard } from '@voyage/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { HealthTable } from './health-table.tsx';

const health: HealthDashboard = {
  tripId: 1,
  byDeparture: [
    {
      departureId: 4,
      label: { el: 'Α΄ αναχώρηση', en: 'First departure' },
      outboundDate: '2027-04-01',
      complete: 30,
      missing: 12,
      addendaWaiting: 1,
    },
    {
      departureId: 5,
      label: { el: 'Β΄ αναχώρηση', en: 'Second departure' },
      outboundDate: '2027-04-08',
      complete: 41,
      missing: 0,
      addendaWaiting: 0,
    },
    { departureId: null, label: null, outboundDate: null, complete: 0, missing: 2, addendaWaiting: 0 },
  ],
  total: { complete: 71, missing: 14, addendaWaiting: 1 },
};

function cells(rowName: string): string[] {
  const row = screen.getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('HealthTable', () => {
  it('shows complete and missing per departure and for the whole trip, and opens who is missing what', async () => {
    const onOpenMissing = vi.fn();
    const { user } = renderWithProviders(
      <MemoryRouter>
        <HealthTable health={health} onOpenMissing={onOpenMissing} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('table', { name: 'Health records' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Departure',
      'Complete',
      'Missing something',
      'Changes waiting',
    ]);
    expect(cells('First departure')).toEqual(['30', '12', '1']);
    expect(cells('Second departure')).toEqual(['41', '0', '0']);
    expect(cells('Not on a departure yet')).toEqual(['0', '2', '0']);
    expect(cells('Whole trip')).toEqual(['71', '14', '1']);

    await user.click(screen.getByRole('button', { name: '12 records missing something, First departure: show who' }));
    expect(onOpenMissing).toHaveBeenLastCalledWith({ departureId: 4, name: 'First departure' });
    // Nothing missing, or no departure to remind: a plain figure.
    expect(screen.queryByRole('button', { name: /Second departure/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Not on a departure yet/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Who is missing what' }));
    expect(onOpenMissing).toHaveBeenLastCalledWith({ departureId: undefined, name: 'Whole trip' });
    await user.click(screen.getByRole('button', { name: '14 records missing something, Whole trip: show who' }));
    expect(onOpenMissing).toHaveBeenLastCalledWith({ departureId: undefined, name: 'Whole trip' });
  });

  it("links a departure's changes waiting to their list, filtered by that departure", () => {
    renderWithProviders(
      <MemoryRouter>
        <HealthTable health={health} onOpenMissing={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '1 change waiting, First departure: show it' })).toHaveAttribute(
      'href',
      '/admin/health-changes?departure=4',
    );
    expect(screen.getByRole('link', { name: '1 change waiting, Whole trip: show it' })).toHaveAttribute(
      'href',
      '/admin/health-changes',
    );
    // None waiting: a plain figure.
    expect(screen.queryByRole('link', { name: /Second departure/ })).toBeNull();
  });

  it('reads in Greek', () => {
    renderWithProviders(
      <MemoryRouter>
        <HealthTable health={health} onOpenMissing={() => {}} />
      </MemoryRouter>,
      { language: 'el' },
    );
    expect(screen.getByRole('table', { name: 'Φάκελοι υγείας' })).toBeInTheDocument();
    expect(cells('Α΄ αναχώρηση')).toEqual(['30', '12', '1']);
    expect(screen.getByRole('columnheader', { name: 'Αλλαγές σε αναμονή' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ποιος έχει τι εκκρεμές' })).toBeInTheDocument();
  });
});
