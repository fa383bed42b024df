// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES, type ReadinessBoard } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import ReadinessScreen from './readiness.tsx';

const counts = { approved: 0, instalment: 1, consent: 2, 'id-document': 2, 'travel-authorisation': 2, health: 1 };
const row = { schoolName: 'Lyceum', overdue: [] as ReadinessBoard['travellers'][number]['overdue'] };
const board: ReadinessBoard = {
  departureId: 4,
  total: 2,
  ready: 0,
  missingCounts: counts,
  travellers: [
    { ...row, travellerId: 'a', firstName: 'Maria', lastName: 'GEORGIOU', missing: ['consent', 'health'] },
    { ...row, travellerId: 'b', firstName: 'Andreas', lastName: 'IOANNOU', missing: ['instalment', 'consent'] },
  ],
};

function renderBoard(calls: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`);
      if (url === '/api/session') {
        const staff = { role: 'administrator', departureIds: [], capabilities: ROLE_CAPABILITIES.administrator };
        return Response.json({ user: { id: 'u1', name: 'Staff', role: 'admin' }, staff });
      }
      if (url.endsWith('/readiness/reminders')) return Response.json({ sent: 1, alreadyRemindedToday: 0 });
      if (url.startsWith('/api/admin/departures/4/readiness')) {
        const health = url.includes('missing=health');
        return Response.json(health ? { ...board, travellers: board.travellers.slice(0, 1) } : board);
      }
      return Response.json([]);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/departure/1/4/readiness']}>
        <Routes>
          <Route path="/admin/departure/:tripId/:id/readiness" element={<ReadinessScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReadinessScreen', { timeout: 20_000 }, () => {
  it('counts who misses each item, filters by one, and exports what is shown', async () => {
    const calls: string[] = [];
    renderBoard(calls);
    expect(await screen.findByText('0 of 2 ready to travel')).toBeVisible();
    expect(screen.getByRole('link', { name: 'IOANNOU Andreas' })).toHaveAttribute('href', '/admin/registration/1/b');
    expect(screen.getByRole('button', { name: 'Travel authorisation: 2 missing' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Health record: 1 missing' }));
    expect(await screen.findByRole('button', { name: 'Health record: 1 missing', pressed: true })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'GEORGIOU Maria' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'IOANNOU Andreas' })).not.toBeInTheDocument();
    expect(calls.some((url) => url.includes('missing=health'))).toBe(true);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Health record')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/departures/4/readiness/export?missing=health&lang=en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remind these families' }));
    expect(await screen.findByText('1 family reminded; 0 already reminded today.')).toBeVisible();
    expect(calls).toContain('POST /api/admin/departures/4/readiness/reminders {"item":"health"}');
  });
});
