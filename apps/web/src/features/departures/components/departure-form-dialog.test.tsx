// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Departure, School } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { DepartureFormDialog } from './departure-form-dialog.tsx';

const departure: Departure = {
  id: 4,
  tripId: 1,
  label: { el: 'Αναχώρηση Α', en: 'Departure A' },
  outboundDate: '2027-03-18',
  inboundDate: '2027-03-23',
  carrier: 'Cyprus Airways',
  seats: null,
  hotel: 'Hôtel Lumière',
  flights: [
    {
      direction: 'outbound',
      flightNumber: 'CY 332',
      date: '2027-03-18',
      from: 'LCA',
      to: 'CDG',
      departureTime: '06:35',
      arrivalTime: '09:20',
    },
  ],
  schools: [{ id: 7, name: 'Lyceum of Test Street' }],
  travellerCount: 46,
  escortsNeeded: 4,
  escorts: [{ name: 'Andreas Pavlou', phone: '+357 99 111222' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const schools = [
  { id: 7, name: 'Lyceum of Test Street' },
  { id: 8, name: 'Gymnasium of Elm Road' },
] as School[];

function renderDialog(props: { departure?: Departure } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <DepartureFormDialog open tripId={1} departure={props.departure} schools={schools} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...result, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('DepartureFormDialog', { timeout: 30_000 }, () => {
  it('refuses a lower-case airport and a flight landing before it leaves, on their fields, before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderDialog({ departure });
    const flight = screen.getByRole('group', { name: 'Flight 1' });
    const from = within(flight).getByRole('textbox', { name: 'From (IATA)' });
    await user.clear(from);
    await user.type(from, 'lca');
    const lands = within(flight).getByLabelText(/Lands at/);
    await user.clear(lands);
    await user.type(lands, '05:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(flight).findByText(/three capital letters/)).toBeVisible();
    expect(within(flight).getByText(/must land after it leaves/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds an escort and a school by keyboard and sends the whole departure with the copy it read', async () => {
    const fetch = vi.fn(async () => Response.json({ ...departure }));
    vi.stubGlobal('fetch', fetch);
    const { user, onClose } = renderDialog({ departure });
    await user.click(screen.getByRole('button', { name: 'Add an escort' }));
    const escort = screen.getByRole('group', { name: 'Escort 2' });
    await user.type(within(escort).getByRole('textbox', { name: /Name/ }), 'Eleni Markou');
    await user.type(within(escort).getByRole('textbox', { name: /Phone/ }), '99 333444');
    await user.click(screen.getByRole('checkbox', { name: 'Gymnasium of Elm Road' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/departures/4');
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body));
    expect(body.escorts).toEqual([...departure.escorts, { name: 'Eleni Markou', phone: '99 333444' }]);
    expect(body.schoolIds).toEqual([7, 8]);
    expect(body.expectedUpdatedAt).toBe(departure.updatedAt);
  });

  it("puts the server's field error on its field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'x',
            fieldErrors: { 'flights.0.date': ['validation.flightOutboundDate'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderDialog({ departure });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An outbound flight flies on the departure’s outbound day.')).toBeVisible();
  });
});
