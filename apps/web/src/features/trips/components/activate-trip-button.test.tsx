// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripSummary } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { tripKeys } from '../../../lib/api/query-keys.ts';
import { SelectedTripProvider } from '../../../lib/selected-trip.tsx';
import { ActivateTripButton } from './activate-trip-button.tsx';
import { testTrip } from './editor/test-trip.ts';

const TRIPS: TripSummary[] = [
  { id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2026, active: true },
  { id: 7, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: false },
];

function renderButton(trip = testTrip()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(tripKeys.active(), testTrip({ id: 1, year: 2026, active: true }));
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <SelectedTripProvider trips={TRIPS} activeTripId={1}>
        <ActivateTripButton trip={trip} />
      </SelectedTripProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

afterEach(() => vi.unstubAllGlobals());

describe('ActivateTripButton', { timeout: 20_000 }, () => {
  it('asks first, naming the trip that stops being active, then activates and refreshes the active trip', async () => {
    const fetch = vi.fn(async () => Response.json(testTrip({ active: true })));
    vi.stubGlobal('fetch', fetch);
    const { user, client } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate this trip?' });
    expect(dialog).toHaveAccessibleDescription(
      'Paris 2027 becomes the active trip: the public site and registrations show it at once, and Paris 2026 stops being active.',
    );
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/admin/trips/7/activate');
    await vi.waitFor(() => expect(client.getQueryState(tripKeys.active())?.isInvalidated).toBe(true));
  });

  it('shows the active trip as such, with nothing to press', () => {
    renderButton(testTrip({ id: 1, active: true }));
    expect(screen.getByText('This is the active trip.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });
});
