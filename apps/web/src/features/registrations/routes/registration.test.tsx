// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTraveller } from '@voyage/domain';
import { renderWithProviders } from '../../../test-utils.tsx';
import { testTraveller } from '../components/test-traveller.ts';
import RegistrationScreen from './registration.tsx';

function renderRegistration(traveller: AdminTraveller) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === `/api/admin/travellers/${traveller.id}`) return Response.json({ traveller: traveller, related: [] });
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/registration/1/${traveller.id}`]}>
        <Routes>
          <Route path="/admin/registration/:tripId/:id" element={<RegistrationScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RegistrationScreen', { timeout: 20_000 }, () => {
  it('links to the traveller’s page once there is a personal code', async () => {
    const maria = testTraveller({ status: 'approved', personalCode: 'PAR-0042' });
    renderRegistration(maria);
    expect(await screen.findByRole('heading', { level: 1, name: 'GEORGIOU Maria' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Traveller page: GEORGIOU Maria (PAR-0042)' })).toHaveAttribute(
      'href',
      `/voyageur/1/PAR-0042/${maria.id}`,
    );
  });

  it('offers no traveller page before approval gives the code', async () => {
    renderRegistration(testTraveller());
    expect(await screen.findByRole('heading', { level: 1, name: 'GEORGIOU Maria' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /traveller page/i })).not.toBeInTheDocument();
  });
});
