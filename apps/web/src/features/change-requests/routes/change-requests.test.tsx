// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffChangeRequest } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_PAGE, renderStaffScreen } from '../../../test-utils.tsx';
import ChangeRequestsScreen from './change-requests.tsx';

const base = {
  status: 'waiting',
  decidedAt: null,
  decidedByName: null,
  reason: null,
  schoolName: 'Lyceum of Paphos',
  departureId: 4,
} as const;
const waiting: StaffChangeRequest[] = [
  {
    ...base,
    id: 'a1e0c6b2-4f3d-4e5a-9b8c-7d6e5f4a3b21',
    travellerId: '0b6f1f4e-8d5c-4f7a-9a43-2f1e6c0d9b21',
    travellerName: 'MARIA PAPADOPOULOU',
    language: 'el',
    changes: [
      { field: 'phone', from: '+357 99 123456', to: '+357 96 555010' },
      { field: 'district', from: 'lemesos', to: 'paphos' },
    ],
    sentAt: '2027-03-01T09:30:00.000Z',
    sentByName: 'Eleni Papadopoulou',
  },
  {
    ...base,
    id: 'b2f1d7c3-5a4e-4f6b-8c9d-8e7f6a5b4c32',
    travellerId: '1c7a2e5f-9e6d-4a8b-8b54-3a2f7d1e0c32',
    travellerName: 'NIKOS GEORGIOU',
    language: 'en',
    changes: [{ field: 'roommates', from: ['ANNA SMITH'], to: [] }],
    sentAt: '2027-03-02T10:00:00.000Z',
    sentByName: 'George Georgiou',
  },
];

/** The API as the screen calls it: the list shrinks as requests are decided. */
function stubApi() {
  let rows = [...waiting];
  const decisions: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/admin/change-requests?')) return Response.json(rows);
      const decided = /\/api\/admin\/change-requests\/([^/]+)\/(approve|refuse)/.exec(url);
      if (decided) {
        decisions.push({ url, body: JSON.parse(String(init?.body)) });
        rows = rows.filter((row) => row.id !== decided[1]);
        return Response.json({ ...waiting.find((row) => row.id === decided[1]), status: 'approved' });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return decisions;
}

afterEach(() => vi.unstubAllGlobals());

describe('ChangeRequestsScreen', () => {
  it('lists each request waiting: whose, each field from what to what, who sent it; the name leads to the registration', async () => {
    stubApi();
    const { user } = renderStaffScreen(<ChangeRequestsScreen />, { path: '/admin/change-requests' });
    const list = await screen.findByRole('list', { name: 'Requests waiting' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const maria = within(cards[0]!);
    expect(maria.getByText('from +357 99 123456 to +357 96 555010')).toBeInTheDocument();
    expect(maria.getByText('from Lemesos to Paphos')).toBeInTheDocument();
    expect(maria.getByText(/^Sent by Eleni Papadopoulou on/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('from ANNA SMITH to none')).toBeInTheDocument();
    await user.click(maria.getByRole('link', { name: 'MARIA PAPADOPOULOU' }));
    expect(await screen.findByText(REGISTRATION_PAGE)).toBeInTheDocument();
  });

  it('approves one: it leaves the list and the screen says so, with the focus on it', async () => {
    const decisions = stubApi();
    const { user } = renderStaffScreen(<ChangeRequestsScreen />, { path: '/admin/change-requests' });
    await user.click(await screen.findByRole('button', { name: 'Approve the change for MARIA PAPADOPOULOU' }));
    const outcome = await screen.findByText('The change for MARIA PAPADOPOULOU is made; the family is e-mailed.');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(outcome.closest('[role="status"]')).toHaveFocus());
    expect(decisions).toEqual([{ url: expect.stringContaining('/approve'), body: {} }]);
  });

  it('refuses one with a ready reason, sent in the family’s language', async () => {
    const decisions = stubApi();
    const { user } = renderStaffScreen(<ChangeRequestsScreen />, { path: '/admin/change-requests' });
    await user.click(await screen.findByRole('button', { name: 'Refuse the change for MARIA PAPADOPOULOU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /rooms are already arranged/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const outcome = await screen.findByText(
      'The change for MARIA PAPADOPOULOU is refused; the family is e-mailed the reason.',
    );
    // The card and its buttons are gone once the list is read again: the focus goes to what happened.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(outcome.closest('[role="status"]')).toHaveFocus());
    expect(decisions[0]!.body).toEqual({
      reason:
        'Τα δωμάτια έχουν ήδη κανονιστεί με το ξενοδοχείο: παρακαλούμε τηλεφωνήστε στο γραφείο για να το συζητήσουμε.',
    });
  });

  it('says when none is waiting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderStaffScreen(<ChangeRequestsScreen />, { path: '/admin/change-requests' });
    expect(await screen.findByText('No change request is waiting.')).toBeInTheDocument();
  });
});
