// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffPayment } from '@voyage/domain';
import { testStaffPayment } from '../../../entities/payments/test-staff-payment.ts';
import { renderStaffScreen, stubScreenWidth } from '../../../test-utils.tsx';
import PaymentsScreen from './payments.tsx';

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

const renderQueue = () => renderStaffScreen(<PaymentsScreen />, { path: '/admin/payments' });

/**
 * The API as the screen reads it: the queue's pages out of `payments`, filtered by status; every page asked
 * for is kept in `asked` (the Waiting tab's count, which reads one row, is not).
 */
function fakeApi(payments: () => StaffPayment[], asked: URLSearchParams[] = []) {
  return async (url: string) => {
    const address = new URL(url, 'http://voyage.test');
    if (address.pathname !== '/api/admin/payments') return Response.json([]);
    const query = address.searchParams;
    if (query.get('page_size') !== '1') asked.push(query);
    const statuses = query.get('status')?.split(',');
    const rows = payments().filter((row) => !statuses || statuses.includes(row.status));
    const size = Number(query.get('page_size'));
    const from = Number(query.get('page')) * size;
    return Response.json({ rows: rows.slice(from, from + size), total: rows.length });
  };
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens with a data grid: slow on a busy machine.
describe('PaymentsScreen', { timeout: 20_000 }, () => {
  it('says when no receipt is waiting', async () => {
    stubScreenWidth(false);
    vi.stubGlobal('fetch', vi.fn(fakeApi(() => [])));
    renderQueue();
    expect(await screen.findByText('No receipts waiting')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Waiting (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Download ledger' })).toBeVisible();
  });

  it('shows each receipt beside its amount on a phone, and says so when another member of staff acted first', async () => {
    stubScreenWidth(true);
    let waiting: StaffPayment[] = [maria, andreas];
    const api = fakeApi(() => waiting);
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/admin/payments/${maria.id}/confirm`) {
        expect(init?.method).toBe('POST');
        waiting = [andreas];
        return Response.json({ code: 'CONFLICT', message: 'Not pending', currentStatus: 'approved' }, { status: 409 });
      }
      return api(url);
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
    const receipt = within(second!).getByRole('link', { name: /^Open receipt: .* \(transfer\.pdf\), in a new tab$/ });
    expect(receipt).toHaveAttribute('href', `/api/admin/payments/${andreas.id}/receipt`);
    expect(receipt).toHaveAttribute('target', '_blank');

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

  it('reads the queue page by page on a phone, the next page from the API', async () => {
    stubScreenWidth(true);
    const asked: URLSearchParams[] = [];
    const many = Array.from({ length: 30 }, (_, index) =>
      testStaffPayment({
        id: `7a2b3c4d-0000-4000-8000-${String(index).padStart(12, '0')}`,
        lastName: `PAYER${String(index).padStart(2, '0')}`,
      }),
    );
    vi.stubGlobal('fetch', vi.fn(fakeApi(() => many, asked)));
    const { user } = renderQueue();

    const list = await screen.findByRole('list', { name: 'Receipts waiting for confirmation' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('tab', { name: 'Waiting (30)' })).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('1–25 of 30')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByRole('link', { name: 'PAYER29 Maria' })).toBeVisible();
    expect(within(pager).getByText('26–30 of 30')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=1&page_size=25&status=pending');
  });

  it('asks the API for every payment newest first under All, then in the order of the column clicked', async () => {
    stubScreenWidth(false);
    const asked: URLSearchParams[] = [];
    const received = testStaffPayment({ status: 'approved', receivedAt: '2025-11-04T09:30:00.000Z' });
    vi.stubGlobal('fetch', vi.fn(fakeApi(() => [received, andreas], asked)));
    const { user } = renderQueue();
    await user.click(await screen.findByRole('tab', { name: /^All payments/ }));

    const table = await screen.findByRole('grid', { name: 'All payments of the trip' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=0&page_size=25');
    const amount = within(table).getByRole('columnheader', { name: /^Amount/ });
    await user.click(within(amount).getByText('Amount'));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=0&page_size=25&sort=amountCents'));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    // What the API does not sort by does not sort.
    const receipt = within(table).getByRole('columnheader', { name: /^Receipt/ });
    await user.click(within(receipt).getByText('Receipt'));
    expect(receipt).toHaveAttribute('aria-sort', 'none');
    expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=0&page_size=25&sort=amountCents');
  });
});
