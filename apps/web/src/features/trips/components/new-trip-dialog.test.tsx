// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripSummary } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { tripKeys } from '../../../lib/api/query-keys.ts';
import { testTrip } from './editor/test-trip.ts';
import { NewTripDialog } from './new-trip-dialog.tsx';

const TRIPS: TripSummary[] = [
  { id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2026, active: false },
  { id: 2, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: true },
];

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(tripKeys.list(), TRIPS);
  const onCreated = vi.fn();
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <NewTripDialog open trips={TRIPS} onClose={() => undefined} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return { ...result, client, onCreated };
}

afterEach(() => vi.unstubAllGlobals());

describe('NewTripDialog', { timeout: 20_000 }, () => {
  it('proposes a copy of the newest trip for the year after, creates it and refreshes the trip menu', async () => {
    const created = testTrip({ id: 9, year: 2028 });
    const fetch = vi.fn(async () => Response.json(created, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { user, client, onCreated } = renderDialog();
    expect(screen.getByRole('combobox', { name: 'Start from' })).toHaveTextContent('Copy of Paris 2027');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2028');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/trips');
    expect(JSON.parse(String(init.body))).toEqual({
      name: { el: 'Παρίσι', en: 'Paris' },
      year: 2028,
      copyFromTripId: 2,
    });
    // The trip menu's list is stale: it is read again and lists the new trip.
    expect(client.getQueryState(tripKeys.list())?.isInvalidated).toBe(true);
  });

  it('starts a blank trip, and shows the server’s refusal of a name already used that year on the year', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { code: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: { year: ['validation.tripExists'] } },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Start from' }));
    await user.click(screen.getByRole('option', { name: 'A blank trip' }));
    const year = screen.getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));

    expect(await screen.findByText('A trip with this name already exists in this year.')).toBeVisible();
    const [, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: { el: 'Παρίσι', en: 'Paris' }, year: 2027 });
  });
});
