// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { BulkApproveResultNote } from './bulk-approve-result.tsx';

const chosen = [
  { id: 'a', firstName: 'Maria', lastName: 'Georgiou' },
  { id: 'b', firstName: 'Andreas', lastName: 'Pavlou' },
  { id: 'c', firstName: 'Eleni', lastName: 'Ioannou' },
];

describe('BulkApproveResultNote', () => {
  it('says how many were approved when all were', () => {
    renderWithProviders(
      <BulkApproveResultNote
        chosen={chosen}
        result={{ results: chosen.map(({ id }) => ({ id, ok: true, code: null, details: null })) }}
      />,
    );
    expect(screen.getByText('3 approved.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names each registration that was not approved, and why, in the staff’s language', () => {
    const result = {
      results: [
        { id: 'a', ok: true, code: null, details: null },
        { id: 'b', ok: false, code: 'INVALID_TRANSITION', details: null },
        { id: 'c', ok: false, code: 'NOT_FOUND', details: null },
      ],
    };
    renderWithProviders(<BulkApproveResultNote chosen={chosen} result={result} />);
    expect(screen.getByText('1 approved.')).toBeVisible();
    expect(screen.getByText('2 were not approved:')).toBeVisible();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'PAVLOU Andreas: no longer waiting for review; it was changed meanwhile',
      'IOANNOU Eleni: Not found.',
    ]);
  });

  it('speaks Greek, and a code it does not know reads as a failure', () => {
    const result = { results: [{ id: 'b', ok: false, code: 'SOMETHING_NEW', details: null }] };
    renderWithProviders(<BulkApproveResultNote chosen={chosen} result={result} />, { language: 'el' });
    expect(screen.getByText('Εγκρίθηκαν 0.')).toBeVisible();
    expect(screen.getByText('1 δεν εγκρίθηκε:')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('PAVLOU Andreas: Κάτι δεν πήγε καλά. Δοκιμάστε ξανά.');
  });

  it('says why for want of places, with the departure’s label in the staff’s language', () => {
    const details = { label: { el: 'Αναχώρηση Β', en: 'Departure B' }, taken: 45, capacity: 45 };
    const result = {
      results: [
        { id: 'a', ok: true, code: null, details: null },
        { id: 'b', ok: false, code: 'DEPARTURE_FULL', details },
      ],
    };
    // Those refused for places can be put on the waiting list from the note: it calls the API.
    const note = (
      <QueryClientProvider client={new QueryClient()}>
        <BulkApproveResultNote chosen={chosen} result={result} />
      </QueryClientProvider>
    );
    const { unmount } = renderWithProviders(note);
    expect(screen.getByRole('listitem')).toHaveTextContent('PAVLOU Andreas: Departure B is full: 45 of 45 seats taken');
    unmount();
    renderWithProviders(note, { language: 'el' });
    expect(screen.getByRole('listitem')).toHaveTextContent('PAVLOU Andreas: Αναχώρηση Β: πλήρης, 45 από 45 θέσεις');
    expect(screen.getByRole('button', { name: 'Τοποθέτηση στη λίστα αναμονής: PAVLOU Andreas' })).toBeVisible();
  });
});
