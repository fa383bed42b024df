// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rooming, RoomingTraveller } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import RoomingScreen from './rooming.tsx';
import { testDeparture } from '../../../entities/trips/test-departure.ts';

const traveller = (id: string, firstName: string, gender: RoomingTraveller['gender'] = 'female'): RoomingTraveller => ({
  id: `6f1c2a3e-0000-4000-8000-00000000000${id}`,
  firstName,
  lastName: 'GEORGIOU',
  gender,
  schoolId: 3,
  schoolName: 'Lyceum of Agios Ioannis',
  personalCode: null,
  groupKey: null,
  roommateRequests: [],
});

const anna = traveller('1', 'ANNA');
const maria = traveller('2', 'MARIA');
const nikos = traveller('3', 'NIKOS', 'male');

const departure = testDeparture({
  id: 7,
  label: { el: 'Πρώτη αναχώρηση', en: 'First departure' },
  outboundDate: '2027-04-10',
  inboundDate: '2027-04-15',
  travellerCount: 3,
  escortsNeeded: 1,
  escorts: [{ name: 'ELENI ESCORT', phone: '+357 99 000000' }],
  updatedAt: '2027-01-10T09:00:00.000Z',
});

const rooming = (overrides: Partial<Rooming> = {}): Rooming => ({
  departureId: 7,
  tripId: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  lockedAt: null,
  lockedByName: null,
  rooms: [],
  unplaced: [],
  warnings: [],
  mix: 'by-school',
  roomsAfterAutoFill: { 'by-school': 0, 'across-schools': 0 },
  ...overrides,
});

function renderRooming(language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/departure/1/7/rooming']}>
        <Routes>
          <Route path="/admin/departure/:tripId/:id/rooming" element={<RoomingScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RoomingScreen', () => {
  it('auto-fills, shows the warnings in words and on the rooms, and moves a traveller with the keyboard', async () => {
    let current = rooming({ unplaced: [anna, maria, nikos], updatedAt: null });
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/departures?trip_id=1') return Response.json([departure]);
        if (url.endsWith('/rooming') && !init?.method?.match(/POST/)) return Response.json(current);
        bodies.push({ url, body: JSON.parse(String(init?.body)) });
        if (url.endsWith('/auto-fill')) {
          current = rooming({
            rooms: [
              { number: 1, travellers: [anna, maria] },
              { number: 2, travellers: [nikos] },
            ],
          });
        } else {
          current = rooming({
            updatedAt: '2026-11-20T10:05:00.000Z',
            rooms: [{ number: 1, travellers: [anna, maria, nikos] }],
            warnings: [{ kind: 'mixed-genders', rooms: [1], travellerIds: [anna.id, maria.id, nikos.id] }],
          });
        }
        return Response.json(current);
      }),
    );
    const { user } = renderRooming();

    const unplaced = await screen.findByRole('region', { name: 'Without a room' });
    expect(within(unplaced).getByText('GEORGIOU ANNA')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rooming list' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Auto-fill' }));

    const room2 = await screen.findByRole('region', { name: 'Room 2' });
    expect(within(room2).getByText('GEORGIOU NIKOS')).toBeVisible();
    expect(screen.getByText('Everyone has a room.')).toBeVisible();
    expect(screen.getByText('Travellers without a room were placed.')).toBeVisible();

    const select = within(room2).getByRole('combobox', { name: 'Move GEORGIOU NIKOS to…' });
    select.focus();
    await user.selectOptions(select, 'Room 1 (2 of 3)');
    const room1 = await screen.findByRole('region', { name: 'Room 1' });
    await waitFor(() => expect(within(room1).getByText('GEORGIOU NIKOS')).toBeVisible());
    expect(screen.getByText('Room 1 has travellers of more than one gender.')).toBeVisible();
    expect(within(room1).getByText('Mixed genders')).toBeVisible();
    expect(bodies).toEqual([
      { url: '/api/admin/departures/7/rooming/auto-fill', body: { expectedUpdatedAt: null } },
      {
        url: '/api/admin/departures/7/rooming/move',
        body: { travellerId: nikos.id, toRoom: 1, expectedUpdatedAt: '2026-11-20T10:00:00.000Z' },
      },
    ]);
  });

  it('locks after a confirmation, in Greek, and then offers no change but Unlock', async () => {
    let current = rooming({ rooms: [{ number: 1, travellers: [anna] }] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('departures?trip_id=1')) return Response.json([departure]);
        if (url.endsWith('/lock') && init?.method === 'POST') {
          current = { ...current, lockedAt: '2026-11-21T09:00:00.000Z', lockedByName: 'Eleni Admin' };
        }
        return Response.json(current);
      }),
    );
    const { user } = renderRooming('el');
    await user.click(await screen.findByRole('button', { name: 'Κλείδωμα' }));
    const dialog = screen.getByRole('dialog', { name: 'Κλείδωμα των δωματίων;' });
    await user.click(within(dialog).getByRole('button', { name: 'Κλείδωμα' }));
    expect(await screen.findByText(/Κλειδώθηκαν από Eleni Admin/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ξεκλείδωμα' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Αυτόματη συμπλήρωση' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Μετακίνηση GEORGIOU ANNA σε…' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Μεταξύ σχολείων: 0 δωμάτια' })).toBeDisabled();
  });

  it('shows the rooms each way before the auto-fill, saves the choice, and heads each room under the page title', async () => {
    let current = rooming({
      unplaced: [anna, maria, nikos],
      roomsAfterAutoFill: { 'by-school': 9, 'across-schools': 7 },
    });
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('departures?trip_id=1')) return Response.json([departure]);
        if (init?.method === 'POST') {
          bodies.push({ url, body: JSON.parse(String(init.body)) });
          current = { ...current, mix: 'across-schools', updatedAt: '2026-11-20T10:05:00.000Z' };
        }
        return Response.json(current);
      }),
    );
    const { user } = renderRooming();
    const choice = await screen.findByRole('radiogroup', { name: 'Auto-fill rooms' });
    expect(within(choice).getByRole('radio', { name: 'By school: 9 rooms' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Across schools: 7 rooms' }));
    expect(await screen.findByText('The auto-fill will now fill rooms across schools.')).toBeVisible();
    expect(within(choice).getByRole('radio', { name: 'Across schools: 7 rooms' })).toBeChecked();
    expect(bodies).toEqual([
      {
        url: '/api/admin/departures/7/rooming/mix',
        body: { mix: 'across-schools', expectedUpdatedAt: '2026-11-20T10:00:00.000Z' },
      },
    ]);
    // No heading level skipped: the page's h1, then each room's h2.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Without a room' })).toBeVisible();
  });
});
