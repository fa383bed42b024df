// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffDocument, TripSummary } from '@voyage/domain';
import { testStaffDocument } from '../../../components/documents/test-staff-document.ts';
import { SelectedTripProvider } from '../../../lib/selected-trip.tsx';
import { renderWithProviders } from '../../../test-utils.tsx';
import DocumentsScreen from './documents.tsx';

const trip: TripSummary = { id: 1, name: { el: 'Παρίσι', en: 'Paris' }, year: 2027, active: true };

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

function renderQueue(address = '/admin/documents') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SelectedTripProvider trips={[trip]} activeTripId={1}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/admin/documents" element={<DocumentsScreen />} />
            <Route path="/admin/registration/:tripId/:id" element={<p>Registration page</p>} />
          </Routes>
        </MemoryRouter>
      </SelectedTripProvider>
    </QueryClientProvider>,
  );
}

const PENDING = '/api/admin/documents?trip_id=1&status=pending';

afterEach(() => vi.unstubAllGlobals());

// Whole screens with a data grid: slow on a busy machine.
describe('DocumentsScreen', { timeout: 20_000 }, () => {
  it('says when no document is waiting', async () => {
    stubScreenWidth(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderQueue();
    expect(await screen.findByText('No documents waiting')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Waiting (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists each waiting document beside its traveller on a desktop, and accepts one in place', async () => {
    stubScreenWidth(false);
    let waiting: StaffDocument[] = [maria, andreas];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/admin/documents/${maria.id}/accept`) {
        expect(init?.method).toBe('POST');
        waiting = [andreas];
        return Response.json({ ...maria, status: 'approved', reviewedByName: 'Sofia' });
      }
      if (url === PENDING) return Response.json(waiting);
      return Response.json([]);
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

    await user.click(within(first!).getByRole('button', { name: 'Accept: Passport of GEORGIOU Maria' }));
    expect(await screen.findByText('Passport of GEORGIOU Maria: accepted.')).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Waiting (1)' })).toBeVisible();
  });

  it('narrows the list by type and school', async () => {
    stubScreenWidth(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json(url === PENDING ? [maria, andreas] : [])),
    );
    const { user } = renderQueue();
    const table = await screen.findByRole('grid', { name: 'Documents waiting for review' });
    const filters = screen.getByRole('group', { name: 'Filter the documents' });

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Type' }), 'Consent form');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'PAVLOU Andreas' })).toBeVisible();

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'School' }), 'Lyceum of Lemesos');
    expect(await screen.findByText('No document matches these filters')).toBeVisible();
  });

  it('rejects with a reason in the family’s language on a phone, and says so when another member of staff decided first', async () => {
    stubScreenWidth(true);
    let waiting: StaffDocument[] = [maria, andreas];
    let sent: unknown;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/admin/documents/${maria.id}/reject`) {
        sent = JSON.parse(String(init?.body));
        waiting = [andreas];
        return Response.json({ code: 'CONFLICT', message: 'Not pending', currentStatus: 'approved' }, { status: 409 });
      }
      if (url === PENDING) return Response.json(waiting);
      return Response.json([]);
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
