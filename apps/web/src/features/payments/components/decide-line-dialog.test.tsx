// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitingStatementLine } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { DecideLineDialog } from './decide-line-dialog.tsx';

const line = {
  id: '7a1c0000-0000-4000-8000-000000000001',
  bookingDate: '2026-11-23',
  amountCents: 5_000,
  payerName: 'GEORGIOS K',
  reference: null,
  text: 'EKDROMI',
  suggestions: [],
} as unknown as WaitingStatementLine;

const found = {
  id: '6f1c2a3e-0000-4000-8000-000000000009',
  firstName: 'Maria',
  lastName: 'GEORGIOU',
  personalCode: 'PAR27-0043',
};

afterEach(() => vi.unstubAllGlobals());

describe('DecideLineDialog', { timeout: 20_000 }, () => {
  it('finds a traveller the line names nowhere, by RF reference, and assigns it with the reason', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/students?')) {
        expect(url).toBe('/api/students?trip_id=1&page_size=10&search=RF18%20PAR2');
        return Response.json({ rows: [found], total: 1 });
      }
      expect(url).toBe(`/api/admin/statement-lines/${line.id}/assign`);
      expect(JSON.parse(init!.body as string)).toEqual({ travellerId: found.id, overrideReason: 'Two transfers' });
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <DecideLineDialog tripId={1} line={line} onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bank line waiting' });
    const traveller = within(dialog).getByRole('combobox', { name: 'Traveller' });
    expect(traveller).toHaveAttribute('aria-disabled', 'true');
    expect(dialog).toHaveTextContent('No traveller suggested: find one above, or set the line aside.');
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a traveller' }), 'RF18 PAR2');
    await vi.waitFor(() => expect(traveller).not.toHaveAttribute('aria-disabled'));
    await user.click(traveller);
    await user.click(await screen.findByRole('option', { name: 'GEORGIOU Maria · PAR27-0043' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Two transfers');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says when no approved traveller matches the search', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ rows: [], total: 0 })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <DecideLineDialog tripId={1} line={line} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bank line waiting' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a traveller' }), 'nobody');
    expect(await within(dialog).findByText('No approved traveller of the trip matches.')).toBeInTheDocument();
  });
});
