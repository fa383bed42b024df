// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { HealthMissingRow } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { HealthMissingDialog } from './health-missing-dialog.tsx';

const rows: HealthMissingRow[] = [
  {
    travellerId: '6f2b1a52-4a43-4a0e-9a41-0d7d1c1d2f01',
    firstName: 'MARIA',
    lastName: 'GEORGIOU',
    departureId: 4,
    guardianName: 'Eleni Georgiou',
    guardianEmail: 'eleni@example.com',
    missing: ['diet', 'consent'],
    lastReminderAt: null,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('HealthMissingDialog', () => {
  it('lists who is missing what and reminds the departure after a confirm saying how many', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Response.json({ sent: 1, alreadyRemindedToday: 0 }) : Response.json(rows),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <HealthMissingDialog tripId={1} choice={{ departureId: 4, name: 'First departure' }} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Health records missing something: First departure' });
    const row = (await within(dialog).findByRole('rowheader', { name: 'MARIA GEORGIOU' })).closest('tr')!;
    expect(within(row).getByText('Eleni Georgiou (eleni@example.com)')).toBeInTheDocument();
    expect(within(row).getByText('Diet, Consent to emergency treatment')).toBeInTheDocument();
    expect(within(row).getByText('Not yet')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('api/admin/dashboard/health/missing?trip_id=1&departure_id=4');

    await user.click(within(dialog).getByRole('button', { name: 'Remind the family (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the reminders?' });
    expect(confirm).toHaveTextContent('1 family of First departure will get an e-mail');
    await user.click(within(confirm).getByRole('button', { name: 'Send 1 reminder' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 reminder sent'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('api/admin/dashboard/health/reminders');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ tripId: 1, departureId: 4 });
  }, 60_000);
});
