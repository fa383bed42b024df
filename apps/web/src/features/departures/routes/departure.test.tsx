// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripSummary } from '@voyage/domain';
import { SelectedTripProvider } from '../../../lib/selected-trip.tsx';
import { renderWithProviders } from '../../../test-utils.tsx';
import DepartureScreen from './departure.tsx';

const trip: TripSummary = { id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: true };

function renderAt(address: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SelectedTripProvider trips={[trip]} activeTripId={1}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/admin/departure/:tripId?/:id?" element={<DepartureScreen />} />
            <Route path="/admin/departures/list" element={<p>Departures list</p>} />
          </Routes>
        </MemoryRouter>
      </SelectedTripProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DepartureScreen', { timeout: 20_000 }, () => {
  it('opens a new departure of the trip when the address names no departure, and goes back to the list on Cancel', async () => {
    const { user } = renderAt('/admin/departure/1');
    const dialog = await screen.findByRole('dialog', { name: 'New departure' });
    expect(within(dialog).getByRole('textbox', { name: 'Name in Greek' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Departures list')).toBeVisible();
  });

  it('opens a new departure of the selected trip when the address names no trip either', async () => {
    renderAt('/admin/departure');
    expect(await screen.findByRole('dialog', { name: 'New departure' })).toBeVisible();
  });
});
