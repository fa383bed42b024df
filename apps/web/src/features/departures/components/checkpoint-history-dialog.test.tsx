// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckpointHistory, CheckpointState, TripDayOffice } from '@voyage/domain';
import { renderWithProviders, signedInAsStaff } from '../../../test-utils.tsx';
import { TripDaySection } from './trip-day-section.tsx';

const NIKOS = '00000000-0000-4000-8000-000000000001';
const MARIA = '00000000-0000-4000-8000-000000000002';
const OFFICE_URL = '/api/admin/trip-day/departures/7/checkpoints';
const HISTORY_URL = '/api/admin/trip-day/departures/7/checkpoints/hotel/history';

const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const travellers = [
  { id: NIKOS, firstName: 'NIKOS', lastName: 'GEORGIOU' },
  { id: MARIA, firstName: 'MARIA', lastName: 'PAPA' },
];

function checkpoint(key: string, en: string, el: string): CheckpointState {
  return {
    key,
    kind: 'hotel',
    title: { el, en },
    date: '2099-04-10',
    time: null,
    closed: null,
    counts: { present: 0, absent: 0, missing: 0 },
    unaccounted: [NIKOS, MARIA],
    missing: [],
    disagreements: [],
  };
}

const office: TripDayOffice = {
  departureId: 7,
  travellers,
  checkpoints: [
    checkpoint('hotel', 'Hotel: Hôtel du Jour', 'Ξενοδοχείο: Hôtel du Jour'),
    checkpoint('day-1-outing-1', 'Louvre', 'Λούβρο'),
  ],
  missing: [],
};

const at = (time: string) => `2099-04-10T${time}:00.000Z`;
const entry = (actionId: string, time: string, byName: string, more: object) => ({
  actionId: `00000000-0000-4000-8000-0000000000${actionId}`,
  travellerId: null,
  by: byName,
  byName,
  at: at(time),
  recordedAt: at(time),
  undone: false,
  ...more,
});

const history: CheckpointHistory = {
  checkpointKey: 'hotel',
  title: { el: 'Ξενοδοχείο: Hôtel du Jour', en: 'Hotel: Hôtel du Jour' },
  travellers,
  entries: [
    entry('a1', '08:40', 'Eleni K.', {
      kind: 'mark',
      travellerId: NIKOS,
      state: 'present',
      reason: null,
      undone: true,
    }),
    entry('a2', '08:41', 'Andreas P.', {
      kind: 'mark',
      travellerId: MARIA,
      state: 'absent',
      reason: 'ill-in-room',
      recordedAt: at('09:15'),
    }),
    entry('a3', '08:42', 'Eleni K.', {
      kind: 'undo',
      travellerId: NIKOS,
      undoes: '00000000-0000-4000-8000-0000000000a1',
    }),
    entry('a4', '08:43', 'Eleni K.', { kind: 'mark', travellerId: NIKOS, state: 'missing', reason: null }),
    entry('a5', '08:50', 'Eleni K.', { kind: 'close' }),
  ] as CheckpointHistory['entries'],
};

function renderSection(answer: (url: string) => Response, language: 'el' | 'en' = 'en') {
  const fetch = vi.fn(async (url: string) => (url === OFFICE_URL ? Response.json(office) : answer(url)));
  vi.stubGlobal('fetch', fetch);
  const client = signedInAsStaff(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <TripDaySection departureId={7} />
    </QueryClientProvider>,
    { language },
  );
  return Object.assign(result, { fetch });
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckpointHistoryDialog', () => {
  it('lists who marked whom at a checkpoint in order, with each time, who and what, and what was undone', async () => {
    const { user, fetch } = renderSection((url) => (url === HISTORY_URL ? Response.json(history) : Response.json([])));
    const list = await screen.findByRole('list', { name: 'Checkpoints' });
    const [hotel] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(fetch.mock.calls.some(([url]) => url === HISTORY_URL)).toBe(false);
    await user.click(within(hotel).getByRole('button', { name: 'Who marked whom: Hotel: Hôtel du Jour' }));

    const dialog = await screen.findByRole('dialog', { name: 'Who marked whom: Hotel: Hôtel du Jour' });
    const entries = within(await within(dialog).findByRole('list', { name: 'History of the checkpoint' })).getAllByRole(
      'listitem',
    );
    expect(entries.map((item) => item.textContent)).toEqual([
      `${hhmm(at('08:40'))}GEORGIOU NIKOS: presentEleni K. · (undone)`,
      `${hhmm(at('08:41'))}PAPA MARIA: absent (ill in the room)Andreas P. · received at ${hhmm(at('09:15'))}`,
      `${hhmm(at('08:42'))}Undone: GEORGIOU NIKOS: presentEleni K.`,
      `${hhmm(at('08:43'))}GEORGIOU NIKOS: missingEleni K.`,
      `${hhmm(at('08:50'))}Checkpoint closedEleni K.`,
    ]);
    expect(within(entries[0]!).getByText('GEORGIOU NIKOS: present')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(entries[3]!).getByText('GEORGIOU NIKOS: missing')).not.toHaveStyle({
      textDecoration: 'line-through',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(fetch.mock.calls.filter(([url]) => url === HISTORY_URL)).toHaveLength(1);
  });

  it('says so in Greek when nobody has marked anyone at the checkpoint yet', async () => {
    const empty = { ...history, entries: [] };
    const { user } = renderSection((url) => (url === HISTORY_URL ? Response.json(empty) : Response.json([])), 'el');
    const list = await screen.findByRole('list', { name: 'Σημεία ελέγχου' });
    const [hotel] = within(list).getAllByRole('listitem') as [HTMLElement];
    await user.click(within(hotel).getByRole('button', { name: /^Ποιος σημείωσε ποιον/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ποιος σημείωσε ποιον: Ξενοδοχείο: Hôtel du Jour' });
    expect(await within(dialog).findByText(/^Δεν έχει καταγραφεί τίποτα ακόμα εδώ/)).toBeVisible();
  });

  it('shows the failure with Retry when the history cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderSection(() => Response.json({ code: 'INTERNAL', message: 'Boom' }, { status: 500 }));
    const list = await screen.findByRole('list', { name: 'Checkpoints' });
    const [hotel] = within(list).getAllByRole('listitem') as [HTMLElement];
    await user.click(within(hotel).getByRole('button', { name: /^Who marked whom/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Could not load this information.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
