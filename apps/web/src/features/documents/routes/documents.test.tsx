// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDocument } from '@voyage/domain';
import { testStaffDocument } from '../../../entities/documents/test-staff-document.ts';
import { renderStaffScreen, stubScreenWidth } from '../../../test-utils.tsx';
import DocumentsScreen from './documents.tsx';

const maria = testStaffDocument();
const andreas = testStaffDocument({
  id: '8b3c4d5e-0000-4000-8000-000000000002',
  travellerId: '6f1c2a3e-0000-4000-8000-000000000002',
  firstName: 'Andreas',
  lastName: 'Pavlou',
  personalCode: 'PAR-0043',
  schoolId: 4,
  schoolName: 'Gymnasium of Paphos',
  type: 'consent',
  fileName: 'consent.pdf',
  fileMediaType: 'application/pdf',
  uploadedAt: '2025-11-03T09:30:00.000Z',
});

const renderQueue = (address = '/admin/documents') =>
  renderStaffScreen(<DocumentsScreen />, { path: '/admin/documents', address });

const schools = [
  { id: 3, name: 'Lyceum of Lemesos' },
  { id: 4, name: 'Gymnasium of Paphos' },
];

/**
 * The API as the screen reads it: the trip's schools, and the queue's pages filtered by status, type and school
 * out of `documents`; every page asked for is kept in `asked`.
 */
function fakeApi(documents: () => StaffDocument[], asked: URLSearchParams[] = []) {
  return async (url: string) => {
    const address = new URL(url, 'http://voyage.test');
    if (address.pathname === '/api/schools') return Response.json(schools);
    if (address.pathname !== '/api/admin/documents') return Response.json([]);
    const query = address.searchParams;
    // The Waiting tab's count reads one row; the pages are what a test looks at.
    if (query.get('page_size') !== '1') asked.push(query);
    const matches = (key: string, value: string) => !query.has(key) || query.get(key)!.split(',').includes(value);
    const rows = documents().filter(
      (row) => matches('status', row.status) && matches('type', row.type) && matches('school_id', String(row.schoolId)),
    );
    const size = Number(query.get('page_size'));
    return Response.json({ rows: rows.slice(0, size), total: rows.length });
  };
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens with a data grid: slow on a busy machine.
describe('DocumentsScreen', { timeout: 20_000 }, () => {
  it('says when no document is waiting', async () => {
    stubScreenWidth(false);
    vi.stubGlobal('fetch', vi.fn(fakeApi(() => [])));
    renderQueue();
    expect(await screen.findByText('No documents waiting')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Waiting (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists each waiting document beside its traveller on a desktop, and accepts one in place', async () => {
    stubScreenWidth(false);
    let waiting: StaffDocument[] = [maria, andreas];
    const api = fakeApi(() => waiting);
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/admin/documents/${maria.id}/accept`) {
        expect(init?.method).toBe('POST');
        waiting = [andreas];
        return Response.json({ ...maria, status: 'approved', reviewedByName: 'Sofia' });
      }
      return api(url);
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderQueue();

    const table = await screen.findByRole('grid', { name: 'Documents waiting for review' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('button', { name: 'View: Passport of GEORGIOU Maria' })).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'GEORGIOU Maria' })).toHaveAttribute(
      'href',
      `/admin/registration/1/${maria.travellerId}`,
    );
    expect(within(first!).getByRole('link', { name: 'PAR-0042' })).toHaveAttribute(
      'href',
      `/voyageur/1/PAR-0042/${maria.travellerId}`,
    );
    expect(within(first!).getByText('Passport')).toBeVisible();
    const pdf = within(second!).getByRole('link', {
      name: 'Open PDF: Consent form of PAVLOU Andreas (consent.pdf), in a new tab',
    });
    expect(pdf).toHaveAttribute('href', `/api/admin/documents/${andreas.id}/file`);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(
      within(second!).getByRole('link', { name: 'Download: Consent form of PAVLOU Andreas (consent.pdf)' }),
    ).toHaveAttribute('download', 'consent.pdf');

    await user.click(within(first!).getByRole('button', { name: 'Accept: Passport of GEORGIOU Maria' }));
    expect(await screen.findByText('Passport of GEORGIOU Maria: accepted.')).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Waiting (1)' })).toBeVisible();
  });

  it('asks the API for a page narrowed by type and school', async () => {
    stubScreenWidth(false);
    const asked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', vi.fn(fakeApi(() => [maria, andreas], asked)));
    const { user } = renderQueue();
    const table = await screen.findByRole('grid', { name: 'Documents waiting for review' });
    expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=0&page_size=25&status=pending');
    // The filters are the drop-downs above the table, not the grid's panel.
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    const filters = screen.getByRole('group', { name: 'Filter the documents' });

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Type' }), 'Consent form');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'PAVLOU Andreas' })).toBeVisible();
    expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=0&page_size=25&type=consent&status=pending');

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'School' }), 'Lyceum of Lemesos');
    expect(await within(table).findByText('No entries match your search or filters.')).toBeVisible();
    expect(asked.at(-1)?.toString()).toBe('trip_id=1&page=0&page_size=25&type=consent&status=pending&school_id=3');
  });

  it('opens on the view its address names: the All tab, a status and a school', async () => {
    stubScreenWidth(false);
    const asked: URLSearchParams[] = [];
    const rejected = testStaffDocument({ status: 'rejected', rejectionReason: 'Blurred', reviewedByName: 'Sofia' });
    vi.stubGlobal('fetch', vi.fn(fakeApi(() => [rejected, andreas], asked)));
    renderQueue('/admin/documents?tab=all&status=rejected&school=3&sort=uploadedAt&order=desc');
    const table = await screen.findByRole('grid', { name: 'All documents of the trip' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Blurred')).toBeVisible();
    expect(asked.at(-1)?.toString()).toBe(
      'trip_id=1&page=0&page_size=25&sort=uploadedAt&order=desc&status=rejected&school_id=3',
    );
    const filters = screen.getByRole('group', { name: 'Filter the documents' });
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
    expect(within(filters).getByRole('combobox', { name: 'School' })).toHaveValue('3');
  });

  it('rejects with a reason in the family’s language on a phone, and says so when another member of staff decided first', async () => {
    stubScreenWidth(true);
    let waiting: StaffDocument[] = [maria, andreas];
    let sent: unknown;
    const api = fakeApi(() => waiting);
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/admin/documents/${maria.id}/reject`) {
        sent = JSON.parse(String(init?.body));
        waiting = [andreas];
        return Response.json({ code: 'CONFLICT', message: 'Not pending', currentStatus: 'approved' }, { status: 409 });
      }
      return api(url);
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderQueue();

    const list = await screen.findByRole('list', { name: 'Documents waiting for review' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Personal code: PAR-0042')).toBeVisible();
    await user.click(within(first!).getByRole('button', { name: 'Reject: Passport of GEORGIOU Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this document?' });
    await user.click(within(dialog).getByRole('radio', { name: 'The document has expired: please send a valid one.' }));
    expect(
      within(dialog).getByText('The family will read, in Greek: “Το έγγραφο έχει λήξει: στείλτε ένα σε ισχύ.”'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText(
        'Another member of staff has already dealt with this document: it is now Accepted. The list shows it as it is now.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(sent).toEqual({ reason: 'Το έγγραφο έχει λήξει: στείλτε ένα σε ισχύ.' });
  });
});
