// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Instalment, Traveller, Trip } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { tripQuery } from '../../../../entities/trips/api/get-trip.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { TravellerPayments } from './traveller-payments.tsx';
import { BANK, traveller } from './test-payments.ts';

/** The demo trip's plan: the deposit due on 15 November, the balance on 15 February. */
const PLAN: Instalment[] = [
  { key: 'deposit', label: { el: 'Προκαταβολή', en: 'Deposit' }, amountCents: 30_000, dueDate: '2026-11-15' },
  { key: 'balance', label: { el: 'Εξόφληση', en: 'Balance' }, amountCents: 79_000, dueDate: '2027-02-15' },
];
const TRIP = { id: 1, payments: PLAN, paymentGraceDays: 14, bankDetails: BANK } as Trip;

function renderPayments(shown: Traveller, today: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(tripQuery(1).queryKey, TRIP);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <TravellerPayments traveller={shown} today={today} />
    </QueryClientProvider>,
  );
}

describe('TravellerPayments: a family approved after the deposit date', () => {
  it('shows the deposit due 14 days after the approval, not overdue, on the day of the approval', () => {
    renderPayments(traveller({ tripId: 1, approvedAt: '2026-11-27T09:30:00.000Z', payments: [] }), '2026-11-27');
    expect(screen.getByText('Deposit: €300 by 11 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByText(/15 Nov 2026/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Overdue/)).not.toBeInTheDocument();
  });

  it('shows it overdue from the day after that date', () => {
    renderPayments(traveller({ tripId: 1, approvedAt: '2026-11-27T09:30:00.000Z', payments: [] }), '2026-12-12');
    expect(screen.getAllByText(/^Overdue/).length).toBeGreaterThan(0);
  });

  it('keeps the plan’s date for a family approved in good time', () => {
    renderPayments(traveller({ tripId: 1, approvedAt: '2026-10-01T09:30:00.000Z', payments: [] }), '2026-11-27');
    expect(screen.getByText('Deposit: €300 by 15 Nov 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/^Overdue/).length).toBeGreaterThan(0);
  });
});
