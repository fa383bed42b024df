// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Instalment, Trip } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationPaymentsQuery } from '../../../entities/payments/api/staff-payments.ts';
import { tripQuery } from '../../../entities/trips/api/get-trip.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { RegistrationPayments } from './payments-table.tsx';
import { testTraveller } from './test-traveller.ts';

const PLAN: Instalment[] = [
  { key: 'deposit', label: { el: 'Προκαταβολή', en: 'Deposit' }, amountCents: 30_000, dueDate: '2026-11-15' },
  { key: 'balance', label: { el: 'Εξόφληση', en: 'Balance' }, amountCents: 79_000, dueDate: '2027-02-15' },
];
const TRIP = { id: 1, payments: PLAN, paymentGraceDays: 14 } as Trip;

function renderOn(today: string, approvedAt: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
  const traveller = testTraveller({ tripId: 1, status: 'approved', personalCode: 'PAR27-0044', approvedAt });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(tripQuery(1).queryKey, TRIP);
  client.setQueryData(registrationPaymentsQuery(traveller.id).queryKey, []);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <RegistrationPayments traveller={traveller} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('RegistrationPayments: the next instalment for staff', () => {
  it('gives a family approved after the deposit date the deposit due 14 days after the approval, not overdue', () => {
    renderOn('2026-11-27', '2026-11-27T09:30:00.000Z');
    expect(screen.getByText('Next: Deposit, €300 by 11 Dec 2026')).toBeVisible();
    expect(screen.queryByText(/^Overdue/)).not.toBeInTheDocument();
  });

  it('says Overdue once that date has passed', () => {
    renderOn('2026-12-12', '2026-11-27T09:30:00.000Z');
    expect(screen.getByText('Overdue: Deposit, €300, due 11 Dec 2026')).toBeVisible();
  });
});
