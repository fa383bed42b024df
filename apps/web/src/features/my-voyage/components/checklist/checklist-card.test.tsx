// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { Checklist, ChecklistItem } from '@voyage/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { myVoyageKeys } from '../../api/query-keys.ts';
import { ChecklistCard } from './checklist-card.tsx';

const item = (overrides: Partial<ChecklistItem>): ChecklistItem => ({
  kind: 'approved',
  state: 'done',
  dueDate: null,
  instalment: null,
  amountCents: null,
  problem: null,
  ...overrides,
});

const checklist: Checklist = {
  travellerId: 't1',
  ready: false,
  items: [
    item({}),
    item({ kind: 'instalment', state: 'overdue', dueDate: '2027-01-15', instalment: 1, amountCents: 30000 }),
    item({ kind: 'consent', state: 'waiting' }),
    item({ kind: 'id-document', state: 'todo', dueDate: '2027-03-27', problem: 'upload-missing' }),
    item({ kind: 'travel-authorisation', state: 'todo', dueDate: '2027-03-27' }),
    item({ kind: 'health', state: 'todo', dueDate: '2027-03-27' }),
  ],
};

function renderCard(language: 'el' | 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(myVoyageKeys.checklist('t1'), checklist);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChecklistCard travellerId="t1" />
      </MemoryRouter>
    </QueryClientProvider>,
    { language },
  );
}

describe('ChecklistCard', () => {
  it('says what is done, what is left and by when, with the action beside each item to do', () => {
    renderCard('en');
    const card = screen.getByRole('region', { name: 'Ready to travel' });
    expect(within(card).getByText('5 things to do')).toBeTruthy();
    expect(within(card).getByText('Done')).toBeTruthy();
    expect(within(card).getByText('Overdue since 15 Jan 2027 · €300 left to pay')).toBeTruthy();
    expect(within(card).getByText('Waiting for the office')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('#voyage-payments');
    expect(within(card).getByRole('link', { name: 'Upload' }).getAttribute('href')).toBe('#voyage-documents');
    expect(within(card).getByText('Travel authorisation letter signed by both parents')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Download to sign' }).getAttribute('href')).toBe(
      '#voyage-travel-authorisation',
    );
    expect(within(card).getByRole('link', { name: 'Fill in' }).getAttribute('href')).toBe('/my-voyage/t1/health');
  });

  it('speaks Greek', () => {
    renderCard('el');
    const card = screen.getByRole('region', { name: 'Έτοιμοι για το ταξίδι' });
    expect(within(card).getByText('Πληρωμή δόσης 1')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Συμπλήρωση' })).toBeTruthy();
    expect(within(card).getByText('Εξουσιοδότηση ταξιδιού υπογεγραμμένη από τους δύο γονείς')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Λήψη για υπογραφή' })).toBeTruthy();
  });
});
