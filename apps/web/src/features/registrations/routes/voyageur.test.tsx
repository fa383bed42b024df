// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAsStaff } from '../../../test-utils.tsx';
import { testTraveller } from '../components/test-traveller.ts';
import { VoyageurScreen } from './voyageur.tsx';

const maria = testTraveller({
  status: 'approved',
  personalCode: 'PAR-0042',
  paymentReference: 'RF87PAR0042',
  approvedAt: '2026-11-02T10:00:00.000Z',
  idDocumentType: null,
  idDocumentNumber: null,
  idDocumentExpiresOn: null,
  idDocumentIssuingCountry: null,
});

function renderVoyageur(code: string, id = maria.id) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === `/api/admin/travellers/${maria.id}`) return Response.json({ traveller: maria, related: [] });
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  const client = signedInAsStaff(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VoyageurScreen tripId={1} code={code} id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('VoyageurScreen', { timeout: 20_000 }, () => {
  it('shows nothing of the traveller when the personal code is not theirs', async () => {
    renderVoyageur('PAR-9999');
    expect(await screen.findByText(/No traveller of this trip has this personal code and id\./)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Traveller' })).toBeVisible();
    expect(screen.queryByText('GEORGIOU Maria')).not.toBeInTheDocument();
  });

  it('says the same of an id that is no registration of the trip', async () => {
    renderVoyageur('PAR-0042', '6f1c2a3e-0000-4000-8000-00000000ffff');
    expect(await screen.findByText(/No traveller of this trip has this personal code and id\./)).toBeVisible();
  });

  it('shows the registration detail for the traveller’s own code, however it is typed', async () => {
    renderVoyageur('par-0042');
    expect(await screen.findByRole('heading', { level: 1, name: 'GEORGIOU Maria' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Traveller details' })).toBeVisible();
    // The RF payment reference beside the personal code, grouped in fours for reading.
    expect(screen.getByText('Payment reference (RF)')).toBeVisible();
    expect(screen.getByText('RF87 PAR0 042')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Payments' })).toBeVisible();
    // The page itself offers no link to itself.
    expect(screen.queryByRole('link', { name: /traveller page/i })).not.toBeInTheDocument();
  });
});
