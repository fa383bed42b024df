// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CAPABILITIES, type AdminTraveller, type StaffRole } from '@voyage/domain';
import { sessionQuery } from '../../../lib/session.tsx';
import { renderWithProviders } from '../../../test-utils.tsx';
import { HealthSection } from './health-section.tsx';

const TRAVELLER_ID = '0b6f1f4e-8d5c-4f7a-9a43-2f1e6c0d9b21';
const traveller = { id: TRAVELLER_ID, status: 'approved' } as AdminTraveller;
const SHOW_FULL = 'Show full record';

function renderAs(role: StaffRole, language: 'el' | 'en' = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ completeness: { complete: true, missing: [] }, flags: [] })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery.queryKey, {
    user: null,
    staff: { role, departureIds: [], capabilities: [...ROLE_CAPABILITIES[role]] },
  });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <HealthSection traveller={traveller} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HealthSection', () => {
  it.each(['health', 'escort', 'administrator'] as const)(
    'gives the %s role the medical card to download',
    async (role) => {
      renderAs(role);
      const card = await screen.findByRole('link', { name: 'Medical card (PDF)' });
      expect(card).toHaveAttribute('href', `/api/admin/travellers/${TRAVELLER_ID}/medical-card`);
      expect(card).toHaveAttribute('download');
    },
  );

  it('names the card in Greek', async () => {
    renderAs('health', 'el');
    expect(await screen.findByRole('link', { name: 'Ιατρική κάρτα (PDF)' })).toBeVisible();
  });

  it('shows no card to finance', async () => {
    renderAs('finance');
    expect(await screen.findByText('The record is complete.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Medical card (PDF)' })).toBeNull();
  });

  it('offers the full record to the health lead and administrators, and only the flags to an escort', async () => {
    const { unmount } = renderAs('health');
    expect(await screen.findByRole('button', { name: SHOW_FULL })).toBeVisible();
    unmount();
    renderAs('escort');
    expect(await screen.findByRole('link', { name: 'Medical card (PDF)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: SHOW_FULL })).toBeNull();
  });
});
