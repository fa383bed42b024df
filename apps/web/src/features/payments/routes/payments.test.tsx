// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffPayment, TripSummary } from '@voyage/domain';
import { testStaffPayment } from '../../../components/payments/test-staff-payment.ts';
import { SelectedTripProvider } from '../../../lib/selected-trip.tsx';
import { renderWithProviders } from '../../../test-utils.tsx';
import PaymentsScreen from './payments.tsx';

const trip: TripSummary = { id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: true };

const maria = testStaffPayment();
const andreas = testStaffPayment({
  id: '7a2b3c4d-0000-4000-8000-000000000002',
  travellerId: '6f1c2a3e-0000-4000-8000-000000000002',
  firstName: 'Andreas',
  lastName: 'Pavlou',
  personalCode: 'PAR-0043',
  amountCents: 139_000,
  fileName: 'transfer.pdf',
  fileMediaType: 'application/pdf',
});

/** The phone's layout (cards) when `phone`; the desktop's table otherwise. */
function stubScreenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

function renderQueue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SelectedTripProvider trips={[trip]} activeTripId={1}>
        <MemoryRouter initialEntries={['/admin/payments']}>
          <Routes>
            <Route path="/admin/payments" element={<PaymentsScreen />} />
            <Route path="/admin/registration/:tripId/:id" element={<p>Registration page</p>} />
          </Routes>
        </MemoryRouter>
      </SelectedTripProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PaymentsScreen', () => {
  it('says when no receipt is waiting', async () => {
    stubScreenWidth(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderQueue();
    expect(await screen.findByText('No receipts waiting')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Waiting (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Download ledger' })).toBeVisible();
  });

  it('shows each receipt beside its amount on a phone, and says so when another member of staff acted first', async () => {
    stubScreenWidth(true);
    let waiting: StaffPayment[] = [maria, andreas];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/admin/payments/${maria.id}/confirm`) {
        expect(init?.method).toBe('POST');
        waiting = [andreas];
        return Response.json({ code: 'CONFLICT', message: 'Not pending', currentStatus: 'approved' }, { status: 409 });
      }
      if (url === '/api/admin/payments?trip_id=1&status=pending') return Response.json(waiting);
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderQueue();

    const list = await screen.findByRole('list', { name: 'Receipts waiting for confirmation' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: 'View the receipt: €300 from GEORGIOU Maria' })).toBeVisible();
    expect(within(first!).getByText('Outstanding €1,090')).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'GEORGIOU Maria' })).toHaveAttribute(
      'href',
      `/admin/registration/1/${maria.travellerId}`,
    );
    expect(within(second!).getByRole('link', { name: /^Open the receipt \(transfer\.pdf\)/ })).toHaveAttribute(
      'href',
      `/api/admin/payments/${andreas.id}/receipt`,
    );

    await user.click(within(first!).getByRole('button', { name: 'Confirm received: €300 from GEORGIOU Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm this payment was received?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm received' }));

    expect(
      await screen.findByText(
        'Another member of staff has already dealt with this payment: it is now Received. The list shows it as it is now.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Waiting (1)' })).toBeVisible();
  });
});
