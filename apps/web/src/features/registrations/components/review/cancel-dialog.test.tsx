// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { CancellationMoney } from '@voyage/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { testTraveller } from '../test-traveller.ts';
import { CancelDialog } from './cancel-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The dialog on an approved registration of a Greek family, the API answering the money with `money`. */
function renderDialog(money: CancellationMoney | null, screenLanguage: 'el' | 'en' = 'en') {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      return money ? json(money) : json({ code: 'INTERNAL', message: 'Down' }, 500);
    }),
  );
  const onConfirm = vi.fn();
  const traveller = testTraveller({ status: 'approved', language: 'el' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <CancelDialog
        traveller={traveller}
        open
        isPending={false}
        failure={null}
        onClose={() => {}}
        onConfirm={onConfirm}
      />
    </QueryClientProvider>,
    { language: screenLanguage },
  );
  const title = screenLanguage === 'el' ? 'Ακύρωση αυτής της εγγραφής;' : 'Cancel this registration?';
  return { ...result, onConfirm, urls, traveller, dialog: screen.getByRole('dialog', { name: title }) };
}

afterEach(() => vi.unstubAllGlobals());

const PAID: CancellationMoney = {
  daysBefore: 60,
  departureDate: '2027-03-20',
  paidCents: 109_000,
  keptCents: 54_500,
  refundCents: 54_500,
};

describe('CancelDialog', () => {
  it('shows what was received, what the terms keep today and what is owed back, before anything is sent', async () => {
    const { dialog, urls, traveller, onConfirm } = renderDialog(PAID);
    const money = await within(dialog).findByRole('region', { name: 'The money' });
    const pairs = within(money)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Received from the family', '€1,090'],
      ["Kept under the trip's cancellation terms today", '€545'],
      ['Owed back to the family', '€545'],
    ]);
    expect(money).toHaveTextContent('the account the money came from');
    expect(urls).toEqual([`/api/admin/travellers/${traveller.id}/cancellation`]);
    expect(dialog).toHaveTextContent('e-mail in Greek');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks for a reason, then sends it with the status staff saw', async () => {
    const { dialog, user, onConfirm } = renderDialog({ ...PAID, paidCents: 0, keptCents: 0, refundCents: 0 });
    expect(await within(dialog).findByText(/Nothing has been received from the family/)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel registration' });
    await user.click(confirm);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for cancelling' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(reason, 'Η οικογένεια τηλεφώνησε: ο ταξιδιώτης δεν θα ταξιδέψει.');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith({
      action: 'cancel',
      expectedStatus: 'approved',
      reason: 'Η οικογένεια τηλεφώνησε: ο ταξιδιώτης δεν θα ταξιδέψει.',
    });
  });

  it('in Greek, and says so when the figures cannot be read, still letting staff cancel', async () => {
    const { dialog } = renderDialog(null, 'el');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Δεν μπορούμε να δείξουμε τώρα');
    expect(within(dialog).getByRole('button', { name: 'Ακύρωση εγγραφής' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Διατήρηση εγγραφής' })).toBeEnabled();
  });
});
