// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
        result={{ results: chosen.map(({ id }) => ({ id, ok: true, code: null })) }}
      />,
    );
    expect(screen.getByText('3 approved.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names each registration that was not approved, and why, in the staff’s language', () => {
    const result = {
      results: [
        { id: 'a', ok: true, code: null },
        { id: 'b', ok: false, code: 'INVALID_TRANSITION' },
        { id: 'c', ok: false, code: 'NOT_FOUND' },
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
    const result = { results: [{ id: 'b', ok: false, code: 'SOMETHING_NEW' }] };
    renderWithProviders(<BulkApproveResultNote chosen={chosen} result={result} />, { language: 'el' });
    expect(screen.getByText('Εγκρίθηκαν 0.')).toBeVisible();
    expect(screen.getByText('1 δεν εγκρίθηκε:')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('PAVLOU Andreas: Κάτι δεν πήγε καλά. Δοκιμάστε ξανά.');
  });
});
