// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { MyWaitingEntry } from '@voyage/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { testTraveller } from '../../../entities/travellers/test-traveller.ts';
import { myWaitingListQuery } from '../api/my-waiting-list.ts';
import { WaitingListPanel } from './waiting-list-panel.tsx';

const traveller = testTraveller();

function renderPanel(entry: MyWaitingEntry, language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myWaitingListQuery.queryKey, [entry]);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WaitingListPanel traveller={traveller} />
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('WaitingListPanel', () => {
  it('shows the position while waiting, in Greek too', () => {
    renderPanel({ travellerId: traveller.id, state: 'waiting', position: 3, expiresAt: null }, 'el');
    expect(screen.getByText('Λίστα αναμονής, θέση 3')).toBeTruthy();
  });

  it('accepts an offer after asking, and shows the answer', async () => {
    const accepted: MyWaitingEntry = { travellerId: traveller.id, state: 'accepted', position: null, expiresAt: null };
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') calls.push(String(url));
        return new Response(JSON.stringify([accepted]), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const { user } = renderPanel({
      travellerId: traveller.id,
      state: 'offered',
      position: null,
      expiresAt: '2027-03-31T07:30:00.000Z',
    });
    await user.click(screen.getByRole('button', { name: 'Accept the place' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept the place' }));
    await waitFor(() => expect(screen.getByText(/You accepted the place/)).toBeTruthy());
    expect(calls[0]).toContain(`api/my/travellers/${traveller.id}/waiting-list/accept`);
  });
});
