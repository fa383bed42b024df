// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { departureKeys } from '../../../../entities/trips/api/query-keys.ts';
import { departureWithEscorts } from '../../../../entities/trips/test-departure.ts';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { testTraveller } from '../test-traveller.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { BulkApproveResultNote } from './bulk-approve-result.tsx';

/** A refused approval offers the waiting list (docs/product/places.md#a-refused-approval). */

function withQueries({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(departureKeys.list(1), [departureWithEscorts(1, 3, 1)]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const traveller = testTraveller({ departureId: 1 });

/** The API's answers, in order; the calls are kept to check what was asked. */
function stubApi(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? Response.json({}, { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The approval dialog after a refusal: for lack of a place (`placesRefusal`) or another (`failure`). */
function renderDialog(refusal: { placesRefusal?: string; failure?: string }, language: 'el' | 'en' = 'en') {
  const onPut = vi.fn();
  const result = renderWithProviders(
    withQueries({
      children: (
        <ApproveDialog
          traveller={traveller}
          open
          isPending={false}
          failure={refusal.failure ?? null}
          placesRefusal={refusal.placesRefusal ?? null}
          onClose={() => {}}
          onConfirm={() => {}}
          onPutOnWaitingList={onPut}
        />
      ),
    }),
    { language },
  );
  return { ...result, onPut };
}

afterEach(() => vi.unstubAllGlobals());

describe('the approval dialog refused for lack of a place', () => {
  it('says why and puts the registration on the waiting list with one click', async () => {
    const fetch = stubApi(Response.json({ ...traveller, waitingListPosition: 7 }));
    const { user, onPut } = renderDialog({ placesRefusal: 'Departure B is full: 45 of 45 seats taken' });
    const dialog = screen.getByRole('dialog', { name: 'Approve this registration?' });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Departure B is full: 45 of 45 seats taken');
    expect(alert).toHaveTextContent('You can put it at the end of the waiting list');

    await user.click(within(dialog).getByRole('button', { name: 'Put on the waiting list' }));
    await vi.waitFor(() => expect(onPut).toHaveBeenCalledWith(expect.objectContaining({ waitingListPosition: 7 })));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/api/admin/travellers/${traveller.id}/waiting-list`);
    expect(init.method).toBe('POST');
  });

  it('shows the refusal in Greek when the registration is already on the list', async () => {
    stubApi(Response.json({ code: 'ALREADY_ON_LIST', message: 'x' }, { status: 409 }));
    const { user, onPut } = renderDialog({ placesRefusal: 'Αναχώρηση Β: πλήρης, 45 από 45 θέσεις' }, 'el');
    const dialog = screen.getByRole('dialog', { name: 'Έγκριση αυτής της εγγραφής;' });
    await user.click(within(dialog).getByRole('button', { name: 'Τοποθέτηση στη λίστα αναμονής' }));
    expect(await within(dialog).findByText('Η εγγραφή είναι ήδη στη λίστα αναμονής.')).toBeVisible();
    expect(onPut).not.toHaveBeenCalled();
  });

  it('offers nothing of the kind when the approval was not refused for places', () => {
    renderDialog({ failure: 'Not found.' });
    expect(screen.queryByRole('button', { name: 'Put on the waiting list' })).not.toBeInTheDocument();
  });
});

describe('the bulk approval’s result', () => {
  const chosen = [
    { id: 'a', firstName: 'Maria', lastName: 'Georgiou' },
    { id: 'b', firstName: 'Andreas', lastName: 'Pavlou' },
    { id: 'c', firstName: 'Eleni', lastName: 'Ioannou' },
  ];
  const details = { label: { el: 'Β', en: 'B' }, taken: 45, capacity: 45 };
  const result = {
    results: [
      { id: 'a', ok: true, code: null, details: null },
      { id: 'b', ok: false, code: 'DEPARTURE_FULL', details },
      { id: 'c', ok: false, code: 'INVALID_TRANSITION', details: null },
    ],
  };

  it('puts only those refused for places on the list, each then showing its position', async () => {
    stubApi(Response.json({ ...traveller, id: 'b', waitingListPosition: 3 }));
    const { user } = renderWithProviders(
      withQueries({ children: <BulkApproveResultNote chosen={chosen} result={result} /> }),
    );
    const buttons = screen.getAllByRole('button', { name: /^Put on the waiting list/ });
    expect(buttons).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Put on the waiting list: PAVLOU Andreas' }));
    const [first] = screen.getAllByRole('listitem');
    expect(await within(first!).findByRole('status')).toHaveTextContent('on the waiting list, position 3');
    expect(screen.queryByRole('button', { name: /^Put on the waiting list/ })).not.toBeInTheDocument();
  });
});
