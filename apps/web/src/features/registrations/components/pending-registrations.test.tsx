// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES } from '@voyage/domain';
import { departureKeys } from '../../../entities/trips/api/query-keys.ts';
import { sessionKeys } from '../../../lib/api/query-keys.ts';
import { TRAVELLER_LIST } from '../../../lib/lists/list-specs.ts';
import { FIRST_PAGE } from '../../../lib/lists/list-state.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { PendingRegistrations } from './pending-registrations.tsx';
import { testTraveller } from './test-traveller.ts';

const rows = [
  testTraveller({ id: 'a', firstName: 'Maria', lastName: 'Georgiou' }),
  testTraveller({ id: 'b', firstName: 'Andreas', lastName: 'Pavlou' }),
  testTraveller({ id: 'c', firstName: 'Eleni', lastName: 'Ioannou' }),
];

function renderPending() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(departureKeys.list(1), []);
  // An administrator, whose role approves (docs/product/staff-roles.md).
  const staff = { role: 'administrator', departureIds: [], capabilities: ROLE_CAPABILITIES.administrator };
  client.setQueryData(sessionKeys.all, { user: { id: 'u1', name: 'Admin', role: 'admin' }, staff });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/registrations']}>
        <Routes>
          <Route
            path="/admin/registrations"
            element={
              <PendingRegistrations
                tripId={1}
                label="Pending"
                rows={rows}
                server={{ spec: TRAVELLER_LIST, state: FIRST_PAGE, onChange: () => {}, rowCount: rows.length }}
              />
            }
          />
          <Route path="/admin/registration/:tripId/:id" element={<p>Registration page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => vi.unstubAllGlobals());

describe('PendingRegistrations', () => {
  it('approves the registrations ticked, then names the one that was not approved', async () => {
    // The approval's answer; the lists read again afterwards are empty.
    const fetch = vi.fn(async (url: string) =>
      Response.json(
        url === '/api/admin/travellers/approve'
          ? {
              results: [
                { id: 'a', ok: true, code: null },
                { id: 'b', ok: false, code: 'CONFLICT' },
              ],
            }
          : [],
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderPending();
    const approve = () => screen.getByRole('button', { name: /^Approve selected/ });
    expect(approve()).toBeDisabled();

    await user.click(within(rowOf('GEORGIOU Maria')).getByRole('checkbox'));
    await user.click(within(rowOf('PAVLOU Andreas')).getByRole('checkbox'));
    // Ticking a row picks it; it does not open it.
    expect(screen.queryByText('Registration page')).not.toBeInTheDocument();
    expect(approve()).toHaveAccessibleName('Approve selected (2)');

    await user.click(approve());
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 registrations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/travellers/approve');
    expect(JSON.parse(init.body as string)).toEqual({ ids: ['a', 'b'] });
    const outcome = await screen.findByRole('status');
    await waitFor(() => expect(outcome).toHaveTextContent('1 approved.'));
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(
      'PAVLOU Andreas: no longer waiting for review; it was changed meanwhile',
    );
    expect(approve()).toHaveAccessibleName('Approve selected (0)');
  }, 20_000);
});
