// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { DocumentWidgets } from './document-widgets.tsx';

/** A stat card's value, found by its label (a term and its definition). */
function statValue(label: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!dt) throw new Error(`no stat card "${label}"`);
  return dt.nextElementSibling as HTMLElement;
}

describe('DocumentWidgets', () => {
  it('counts the consents received and accepted beside the approved travellers, and opens the queue', () => {
    renderWithProviders(
      <MemoryRouter>
        <DocumentWidgets
          dashboard={{
            totals: { registrations: 60, travellers: 48 },
            consentsReceived: 31,
            consentsAccepted: 22,
            documentsWaiting: 12,
          }}
        />
      </MemoryRouter>,
    );
    expect(statValue('Consents received')).toHaveTextContent('31');
    expect(statValue('Consents accepted')).toHaveTextContent('22');
    expect(screen.getAllByText('of 48 approved travellers')).toHaveLength(2);
    expect(statValue('Documents waiting for review')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: /Documents waiting for review/ })).toHaveAttribute(
      'href',
      '/admin/documents',
    );
  });
});
