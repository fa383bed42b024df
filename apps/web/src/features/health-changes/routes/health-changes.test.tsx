// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { Departure, HealthAddendumRow } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_PAGE, renderStaffScreen } from '../../../test-utils.tsx';
import HealthChangesScreen from './health-changes.tsx';

const MARIA = '0b6f1f4e-8d5c-4f7a-9a43-2f1e6c0d9b21';
const NIKOS = '1c7a2e5f-9e6d-4a8b-8b54-3a2f7d1e0c32';
const waiting: HealthAddendumRow[] = [
  {
    id: 'a1e0c6b2-4f3d-4e5a-9b8c-7d6e5f4a3b21',
    travellerId: MARIA,
    travellerName: 'Μαρία Παπαδοπούλου',
    departureId: 4,
    section: 'medicines',
    status: 'waiting',
    sentAt: '2027-03-20T09:30:00.000Z',
    sentByName: 'Ελένη Παπαδοπούλου',
  },
  {
    id: 'b2f1d7c3-5a4e-4f6b-8c9d-8e7f6a5b4c32',
    travellerId: NIKOS,
    travellerName: 'Νίκος Γεωργίου',
    departureId: 5,
    section: null,
    status: 'waiting',
    sentAt: '2027-03-21T10:00:00.000Z',
    sentByName: 'Γιώργος Γεωργίου',
  },
];
// Only what the screen reads of a departure: its id and its name.
const departures = [
  { id: 4, label: { el: 'Α΄ αναχώρηση', en: 'First departure' } },
  { id: 5, label: { el: 'Β΄ αναχώρηση', en: 'Second departure' } },
] as Departure[];

/** The API as the screen calls it: the list shrinks as changes are acknowledged. */
function stubApi() {
  let rows = [...waiting];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/api/admin/health/addenda?')) return Response.json(rows);
      if (url.includes('/api/departures?')) return Response.json(departures);
      const acknowledged = /\/api\/admin\/health\/addenda\/([^/]+)\/acknowledge/.exec(url);
      if (acknowledged) {
        rows = rows.filter((row) => row.id !== acknowledged[1]);
        return Response.json({ id: acknowledged[1], status: 'acknowledged' });
      }
      const read = /\/api\/admin\/travellers\/([^/]+)\/health\/addenda/.exec(url);
      if (read) {
        return Response.json(
          waiting
            .filter((row) => row.travellerId === read[1])
            .map((row) => ({ ...row, text: 'Ventolin πριν το κολύμπι', note: '', acknowledgedAt: null })),
        );
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

const render = (address = '/admin/health-changes') =>
  renderStaffScreen(<HealthChangesScreen />, { path: '/admin/health-changes', address });

afterEach(() => vi.unstubAllGlobals());

describe('HealthChangesScreen', () => {
  it('lists each change waiting: whose, which departure, what changed, when and by whom; no text until asked', async () => {
    const calls = stubApi();
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Changes waiting' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Μαρία Παπαδοπούλου' })).toBeVisible();
    expect(await first.findByText('First departure')).toBeVisible();
    expect(first.getByText('What changed: Medicines')).toBeVisible();
    expect(first.getByText(/^Sent by Ελένη Παπαδοπούλου on /)).toBeVisible();
    expect(within(cards[1]!).getByText('What changed: the family did not say which section')).toBeVisible();
    expect(screen.queryByText('Ventolin πριν το κολύμπι')).toBeNull();
    expect(calls.some((call) => call.includes('/travellers/'))).toBe(false);

    // The text is a full read, asked for (and audited by the server).
    await user.click(first.getByRole('button', { name: 'Read the change for Μαρία Παπαδοπούλου' }));
    expect(await first.findByText('Ventolin πριν το κολύμπι')).toHaveFocus();
    expect(calls).toContain(`GET /api/admin/travellers/${MARIA}/health/addenda`);
  });

  it('acknowledges a change right in the list: it leaves the list and the screen says so', async () => {
    const calls = stubApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge the change for Μαρία Παπαδοπούλου' }));
    expect(calls).toContain(`POST /api/admin/health/addenda/${waiting[0]!.id}/acknowledge`);
    const outcome = await screen.findByText(
      'The change for Μαρία Παπαδοπούλου is acknowledged; the family is e-mailed.',
    );
    expect(outcome.closest('[role="status"]')).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Μαρία Παπαδοπούλου' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Νίκος Γεωργίου' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Acknowledge the change for Νίκος Γεωργίου' }));
    expect(await screen.findByText('No change is waiting for the health lead.')).toBeVisible();
  });

  it('says why an acknowledgement failed, and keeps the change in the list', async () => {
    stubApi();
    const fetchOk = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/acknowledge')
          ? Response.json({ code: 'CONFLICT', message: 'Already acknowledged' }, { status: 409 })
          : fetchOk(input, init),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge the change for Νίκος Γεωργίου' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This change conflicts with a recent update. Reload the page.',
    );
    expect(screen.getByRole('link', { name: 'Νίκος Γεωργίου' })).toBeVisible();
  });

  it("shows one departure's changes when the address names it, and links to the traveller", async () => {
    stubApi();
    const { user } = render('/admin/health-changes?departure=5');
    expect(await screen.findByRole('link', { name: 'Νίκος Γεωργίου' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Μαρία Παπαδοπούλου' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Νίκος Γεωργίου' }));
    expect(await screen.findByText(REGISTRATION_PAGE)).toBeVisible();
  });

  it('reads in Greek', async () => {
    stubApi();
    renderStaffScreen(<HealthChangesScreen />, { path: '/admin/health-changes', language: 'el' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Αλλαγές υγείας' })).toBeVisible();
    expect(await screen.findByText('Τι άλλαξε: Φάρμακα')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Επιβεβαίωση ανάγνωσης της αλλαγής για Μαρία Παπαδοπούλου' }),
    ).toBeVisible();
  });
});
