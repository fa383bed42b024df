// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTraveller } from '@voyage/domain';
import { testStaffDocument } from '../../../entities/documents/test-staff-document.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { RegistrationDocuments } from './registration-documents.tsx';
import { testTraveller } from './test-traveller.ts';

const maria = testTraveller({ status: 'approved', personalCode: 'PAR-0042', schoolId: 3, language: 'el' });
const passport = testStaffDocument({ travellerId: maria.id, schoolId: 3 });
const consent = testStaffDocument({
  id: '8b3c4d5e-0000-4000-8000-000000000009',
  travellerId: maria.id,
  schoolId: 3,
  type: 'consent',
  status: 'rejected',
  fileName: 'consent.docx',
  fileMediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  reviewedAt: '2025-11-04T09:30:00.000Z',
  reviewedByName: 'Sofia Nicolaou',
  rejectionReason: 'Το έντυπο συγκατάθεσης δεν είναι υπογεγραμμένο από τον γονέα ή κηδεμόνα.',
});
const OWN = `/api/admin/travellers/${maria.id}/documents`;

/** The desktop's table. */
function stubDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

function renderDocuments(traveller: AdminTraveller, answer: (url: string, init?: RequestInit) => Response) {
  stubDesktop();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RegistrationDocuments traveller={traveller} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, fetch };
}

afterEach(() => vi.unstubAllGlobals());

describe('RegistrationDocuments', { timeout: 20_000 }, () => {
  it('lists the traveller’s documents with their story, and rejects in the family’s language', async () => {
    let sent: unknown;
    const { user } = renderDocuments(maria, (url, init) => {
      if (url === OWN) return Response.json([passport, consent]);
      if (url === `/api/admin/documents/${passport.id}/reject`) {
        sent = JSON.parse(String(init?.body));
        return Response.json({ ...passport, status: 'rejected' });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    });
    const table = await screen.findByRole('grid', { name: 'Documents of GEORGIOU Maria' });
    expect(await within(table).findByText('Sofia Nicolaou')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(consent.rejectionReason!)).toBeVisible();
    expect(
      within(table).getByRole('link', { name: 'Download: Consent form of GEORGIOU Maria (consent.docx)' }),
    ).toHaveAttribute('download', 'consent.docx');
    expect(screen.getByRole('link', { name: 'Print the consent form' })).toHaveAttribute(
      'href',
      `/api/admin/travellers/${maria.id}/consent-form`,
    );
    // The travel authorisation letter, in the family's language first, then the others.
    await user.click(screen.getByRole('button', { name: 'Print the travel authorisation letter' }));
    const letters = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(letters.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('href')])).toEqual(
      ['el', 'en', 'fr'].map((lang, index) => [
        ['Ελληνικά', 'English', 'Français'][index],
        lang,
        `/api/admin/travellers/${maria.id}/travel-authorisation?lang=${lang}`,
      ]),
    );
    await user.keyboard('{Escape}');

    await user.click(within(table).getByRole('button', { name: 'Reject: Passport of GEORGIOU Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this document?' });
    await user.click(within(dialog).getByRole('radio', { name: /photo page is not shown in full/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Passport of GEORGIOU Maria: rejected. The family has been e-mailed the reason.'),
    ).toBeVisible();
    expect(sent).toEqual({
      reason:
        'Η σελίδα του διαβατηρίου με τη φωτογραφία δεν φαίνεται ολόκληρη: πρέπει να φαίνονται και οι τέσσερις γωνίες και οι δύο γραμμές στο κάτω μέρος.',
    });
  });

  it('shows a deleted registration’s documents to read, with no action', async () => {
    const deleted = testTraveller({
      status: 'deleted',
      documents: [
        {
          id: passport.id,
          type: 'passport',
          status: 'pending',
          fileName: passport.fileName,
          fileMediaType: passport.fileMediaType,
          uploadedAt: passport.uploadedAt,
          rejectionReason: null,
        },
      ],
    });
    const { fetch } = renderDocuments(deleted, () => Response.json([]));
    const table = screen.getByRole('grid', { name: 'Documents of GEORGIOU Maria' });
    expect(within(table).getByRole('button', { name: 'View: Passport of GEORGIOU Maria' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the passport' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/documents'), expect.anything());
  });
});
