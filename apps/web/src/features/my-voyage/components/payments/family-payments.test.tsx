// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { Traveller, Trip } from '@voyage/domain';
import { describe, expect, it } from 'vitest';
import { tripQuery } from '../../../../entities/trips/api/get-trip.ts';
import { tripsQuery } from '../../../../entities/trips/api/get-trips.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { FamilyPayments } from './family-payments.tsx';
import { PLAN, payment, traveller } from './test-payments.ts';

const TRIP = { id: 1, payments: PLAN, paymentGraceDays: 14 } as Trip;

const eleni = traveller({
  payments: [payment({ status: 'approved', amountCents: 30_000 }), payment({ status: 'rejected', amountCents: 500 })],
});
const nikos = traveller({
  id: '1c8d2b7f-6e3a-4d9f-8b42-3a7e9f5c8d21',
  firstName: 'NIKOS',
  payments: [payment({ status: 'pending', amountCents: 109_000 })],
});
const maria = traveller({ id: '2d9e3c8a-7f4b-4eaf-9c53-4b8fa6d9e032', firstName: 'MARIA', status: 'pending' });

function renderFamily(travellers: Traveller[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(tripQuery(1).queryKey, TRIP);
  client.setQueryData(tripsQuery.queryKey, []);
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <FamilyPayments travellers={travellers} today="2026-04-01" />
    </QueryClientProvider>,
  );
}

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('FamilyPayments', () => {
  it('adds up the approved travellers: total, received, waiting and still to pay', () => {
    renderFamily([eleni, nikos, maria]);
    const region = screen.getByRole('region', { name: 'Family total' });
    expect(region).toHaveTextContent('All approved registrations together: ELENI PAVLOU and NIKOS PAVLOU.');
    expect(figure(region, 'Total price')).toBe('€2,180');
    expect(figure(region, 'Received')).toBe('€300');
    expect(figure(region, 'Waiting for confirmation')).toBe('€1,090');
    expect(figure(region, 'Still to pay')).toBe('€790');
  });

  it('says what is overdue for the family', () => {
    renderFamily([eleni, traveller({ id: nikos.id, firstName: 'NIKOS' })]);
    const region = screen.getByRole('region', { name: 'Family total' });
    // NIKOS has not paid the deposit due on 15 March.
    expect(within(region).getByText('Overdue: €300')).toBeInTheDocument();
  });

  it('is not shown for a single approved traveller', () => {
    renderFamily([eleni, maria]);
    expect(screen.queryByRole('region', { name: 'Family total' })).not.toBeInTheDocument();
  });
});
