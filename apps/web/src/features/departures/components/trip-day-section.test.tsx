// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckpointState, StaffRole, TripDayOffice } from '@voyage/domain';
import { renderWithProviders, signedInAsStaff } from '../../../test-utils.tsx';
import { TripDaySection } from './trip-day-section.tsx';

const NIKOS = '00000000-0000-4000-8000-000000000001';
const MARIA = '00000000-0000-4000-8000-000000000002';
const ANNA = '00000000-0000-4000-8000-000000000003';
const ELENI = 'escort-eleni';
const ANDREAS = 'escort-andreas';
const OFFICE_URL = '/api/admin/trip-day/departures/7/checkpoints';

const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const mark = (
  travellerId: string,
  state: 'present' | 'absent' | 'missing',
  by: string,
  byName: string,
  at: string,
) => ({
  travellerId,
  state,
  reason: null,
  at,
  by,
  byName,
  actionId: crypto.randomUUID(),
});

function checkpoint(key: string, en: string, el: string, more: Partial<CheckpointState> = {}): CheckpointState {
  return {
    key,
    kind: 'gate',
    title: { el, en },
    date: '2099-04-10',
    time: '09:30',
    closed: null,
    counts: { present: 0, absent: 0, missing: 0 },
    unaccounted: [NIKOS, MARIA, ANNA],
    missing: [],
    disagreements: [],
    ...more,
  };
}

const travellers = [
  { id: NIKOS, firstName: 'NIKOS', lastName: 'GEORGIOU' },
  { id: MARIA, firstName: 'MARIA', lastName: 'PAPA' },
  { id: ANNA, firstName: 'ANNA', lastName: 'IOANNOU' },
];

const counted: TripDayOffice = {
  departureId: 7,
  travellers,
  checkpoints: [
    checkpoint('outbound-a3-612-2099-04-10-check-in', 'Check-in A3 612 (LCA)', 'Check-in A3 612 (LCA)', {
      kind: 'check-in',
      time: '07:30',
      closed: { at: '2099-04-10T07:42:00.000Z', by: ELENI, byName: 'Eleni K.' },
      counts: { present: 3, absent: 0, missing: 0 },
      unaccounted: [],
    }),
    checkpoint('outbound-a3-612-2099-04-10-gate', 'Gate A3 612', 'Πύλη A3 612', {
      counts: { present: 1, absent: 0, missing: 1 },
      unaccounted: [ANNA],
      missing: [mark(NIKOS, 'missing', ELENI, 'Eleni K.', '2099-04-10T08:40:00.000Z')],
      disagreements: [
        {
          travellerId: MARIA,
          marks: [
            mark(MARIA, 'present', ELENI, 'Eleni K.', '2099-04-10T08:41:00.000Z'),
            mark(MARIA, 'absent', ANDREAS, 'Andreas P.', '2099-04-10T08:39:00.000Z'),
          ],
        },
      ],
    }),
    checkpoint('hotel', 'Hotel', 'Ξενοδοχείο', { kind: 'hotel', time: null }),
  ],
  missing: [
    {
      ...mark(NIKOS, 'missing', ELENI, 'Eleni K.', '2099-04-10T08:40:00.000Z'),
      checkpointKey: 'outbound-a3-612-2099-04-10-gate',
    },
  ],
};

const notCounted: TripDayOffice = {
  departureId: 7,
  travellers,
  checkpoints: [
    checkpoint('outbound-a3-612-2099-04-10-gate', 'Gate A3 612', 'Πύλη A3 612'),
    checkpoint('hotel', 'Hotel', 'Ξενοδοχείο'),
  ],
  missing: [],
};

function renderSection(
  office: TripDayOffice,
  { role = 'administrator', language = 'en' }: { role?: StaffRole; language?: 'el' | 'en' } = {},
) {
  const fetch = vi.fn(async (url: string) => (url === OFFICE_URL ? Response.json(office) : Response.json([])));
  vi.stubGlobal('fetch', fetch);
  const client = signedInAsStaff(new QueryClient({ defaultOptions: { queries: { retry: false } } }), role);
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <TripDaySection departureId={7} />
    </QueryClientProvider>,
    { language },
  );
  return Object.assign(result, { fetch });
}

afterEach(() => vi.unstubAllGlobals());

describe('TripDaySection', () => {
  it('lists the checkpoints in order, open or closed, with their counts against the roster', async () => {
    renderSection(counted);
    const section = await screen.findByRole('region', { name: 'Trip day' });
    const list = await within(section).findByRole('list', { name: 'Checkpoints' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Check-in A3 612 (LCA)',
      'Gate A3 612',
      'Hotel',
    ]);
    const [checkIn, gate, hotel] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(checkIn).getByText('Closed')).toBeVisible();
    expect(within(checkIn).getByText(`Closed at ${hhmm('2099-04-10T07:42:00.000Z')} by Eleni K.`)).toBeVisible();
    expect(within(checkIn).getByText('3 present · 0 absent · 0 missing · 3 travellers on the roster')).toBeVisible();
    expect(within(checkIn).getByText('10 Apr 2099, 07:30')).toBeVisible();
    expect(within(gate).getByText('Open')).toBeVisible();
    expect(within(gate).getByText('1 present · 0 absent · 1 missing · 3 travellers on the roster')).toBeVisible();
    expect(within(hotel).getByText('10 Apr 2099')).toBeVisible();
    expect(within(section).getByText(/^Updated at \d\d:\d\d$/)).toBeVisible();
    expect(within(section).queryByText(/No headcount yet/)).toBeNull();
  });

  it('names every traveller still missing in an alert, and who is not counted yet at an open checkpoint', async () => {
    renderSection(counted);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Reported missing: GEORGIOU NIKOS at Gate A3 612, ${hhmm('2099-04-10T08:40:00.000Z')}, by Eleni K.`,
    );
    const [checkIn, gate, hotel] = within(screen.getByRole('list', { name: 'Checkpoints' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(gate).getByText('Not counted yet: IOANNOU ANNA')).toBeVisible();
    expect(
      within(gate).getByText('Two escorts disagree on PAPA MARIA: present (Eleni K.), absent (Andreas P.)'),
    ).toBeVisible();
    // Closed, or not started: nobody is named as left to count.
    expect(within(checkIn).queryByText(/Not counted yet/)).toBeNull();
    expect(within(hotel).queryByText(/Not counted yet/)).toBeNull();
  });

  it('says plainly when no checkpoint has been counted yet, in Greek too', async () => {
    renderSection(notCounted, { language: 'el' });
    const section = await screen.findByRole('region', { name: 'Ημέρα ταξιδιού' });
    expect(await within(section).findByText(/^Δεν έγινε ακόμα καταμέτρηση/)).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Πύλη A3 612' })).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByText(/Δεν μετρήθηκαν ακόμα/)).toBeNull();
  });

  it('reads the view again every 15 seconds while it is on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetch } = renderSection(notCounted);
      await screen.findByRole('list', { name: 'Checkpoints' });
      const reads = () => fetch.mock.calls.filter(([url]) => url === OFFICE_URL).length;
      expect(reads()).toBe(1);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(reads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the failure with Retry when the view cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'INTERNAL', message: 'Boom' }, { status: 500 })),
    );
    const client = signedInAsStaff(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    renderWithProviders(
      <QueryClientProvider client={client}>
        <TripDaySection departureId={7} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Could not load this information.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('is shown to an escort, and not at all to finance, who may not read it', async () => {
    const escort = renderSection(counted, { role: 'escort' });
    expect(await screen.findByRole('region', { name: 'Trip day' })).toBeVisible();
    escort.unmount();

    const finance = renderSection(counted, { role: 'finance' });
    expect(screen.queryByRole('region', { name: 'Trip day' })).toBeNull();
    expect(screen.queryByText('Trip day')).toBeNull();
    expect(finance.fetch.mock.calls.some(([url]) => url === OFFICE_URL)).toBe(false);
  });
});
