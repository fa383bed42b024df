// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Departure } from '@voyage/domain';
import { departureKeys } from '../../../../entities/trips/api/query-keys.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { ApproveDialog } from './approve-dialog.tsx';
import { BulkApproveDialog } from './bulk-approve-dialog.tsx';
import { testTraveller } from '../test-traveller.ts';
import { departureWithEscorts } from '../../../../entities/trips/test-departure.ts';

const departure = departureWithEscorts;

/** The trip's departures as the screen has them already, so nothing is fetched. */
function withDepartures(departures: Departure[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(departureKeys.list(1), departures);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function renderApprove(departures: Departure[], language: 'el' | 'en' = 'en') {
  const Departures = withDepartures(departures);
  const onConfirm = vi.fn();
  const result = renderWithProviders(
    <Departures>
      <ApproveDialog
        traveller={testTraveller({ departureId: 1 })}
        open
        isPending={false}
        failure={null}
        onClose={() => {}}
        onConfirm={onConfirm}
      />
    </Departures>,
    { language },
  );
  return { ...result, onConfirm };
}

describe('the escort warning before an approval', () => {
  it('stays away while the departure has the escorts it needs', () => {
    renderApprove([departure(1, 14, 1)]);
    const dialog = screen.getByRole('dialog', { name: 'Approve this registration?' });
    expect(within(dialog).queryByText('Not enough escorts')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  it('says the departure would be an escort short, and lets staff approve anyway', async () => {
    const { user, onConfirm } = renderApprove([departure(1, 15, 1)]);
    const dialog = screen.getByRole('dialog', { name: 'Approve this registration?' });
    expect(within(dialog).getByText('Not enough escorts')).toBeVisible();
    expect(within(dialog).getByText('Departure 1: 16 travellers. Escorts needed: 2, assigned: 1.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(onConfirm).toHaveBeenCalledWith({ action: 'approve', expectedStatus: 'pending' });
  });

  it('speaks Greek when the screen does', () => {
    renderApprove([departure(1, 30, 2)], 'el');
    const dialog = screen.getByRole('dialog', { name: 'Έγκριση αυτής της εγγραφής;' });
    expect(
      within(dialog).getByText('Αναχώρηση 1: 31 ταξιδιώτες. Απαιτούμενοι συνοδοί: 3, ορισμένοι: 2.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Έγκριση παρ’ όλα αυτά' })).toBeVisible();
  });

  it('adds up a bulk approval per departure, naming only the departures left short', () => {
    const Departures = withDepartures([departure(1, 13, 1), departure(2, 2, 1)]);
    const chosen = [
      testTraveller({ id: 'a', departureId: 1 }),
      testTraveller({ id: 'b', departureId: 1 }),
      testTraveller({ id: 'c', departureId: 1 }),
      testTraveller({ id: 'd', departureId: 2 }),
    ];
    renderWithProviders(
      <Departures>
        <BulkApproveDialog
          tripId={1}
          chosen={chosen}
          open
          isPending={false}
          failure={null}
          onClose={() => {}}
          onConfirm={() => {}}
        />
      </Departures>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve 4 registrations?' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Departure 1: 16 travellers. Escorts needed: 2, assigned: 1.']);
  });
});
