// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { MoneySection } from './money-section.tsx';
import { testTrip } from './test-trip.ts';

/** The cancellation fees in the editor's money section (docs/product/payments.md#cancellation-and-refunds). */

const NAMES = {
  en: { section: 'Price, payment plan and bank details', fees: 'Cancellation fees' },
  el: { section: 'Τιμή, πλάνο πληρωμών και τραπεζικά στοιχεία', fees: 'Χρεώσεις ακύρωσης' },
};

function renderSection(language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <MoneySection trip={testTrip()} />
    </QueryClientProvider>,
    { language },
  );
  const section = screen.getByRole('region', { name: NAMES[language].section });
  const fees = within(section).getByRole('group', { name: NAMES[language].fees });
  return { ...view, section, fees };
}

/** What the trip is sent with: the body of the editor's one PATCH. */
const sentChanges = (fetch: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetch.mock.calls[0]! as [string, RequestInit];
  expect(url).toBe('/api/admin/trips/7');
  return JSON.parse(String(init.body)).changes as { cancellationSchedule: unknown };
};

afterEach(() => vi.unstubAllGlobals());

// The money section is drawn again on every key: more than the suite's 20 s on a busy machine.
describe('the trip editor’s cancellation fees', { timeout: 45_000 }, () => {
  it('adds a step, refuses a day another step has and a share out of bounds, then saves the schedule', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json({ ...testTrip(), ...JSON.parse(String(init?.body)).changes }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user, section, fees } = renderSection();
    await user.click(within(fees).getByRole('button', { name: 'Add a step' }));
    const days = within(fees).getByRole('textbox', { name: 'Step 4: From days before the departure' });
    expect(days).toHaveValue('0');

    // A new step starts at 0 days, which step 3 has already.
    const save = within(section).getByRole('button', { name: 'Save Price, payment plan and bank details' });
    await user.click(save);
    expect(days).toHaveAccessibleDescription('Another step starts on this day already.');
    expect(within(section).getAllByRole('alert')[0]).toHaveTextContent('Another step starts on this day already.');

    await user.clear(days);
    await user.type(days, '14');
    expect(days).toHaveAccessibleDescription('');
    await user.click(within(fees).getByRole('combobox', { name: 'Step 4: Kept' }));
    await user.click(screen.getByRole('option', { name: 'A share of the price' }));
    const share = within(fees).getByRole('textbox', { name: 'Step 4: Share of the price (%)' });
    expect(share).toHaveValue('50');
    await user.clear(share);
    await user.type(share, '120');
    await user.click(save);
    expect(share).toHaveAccessibleDescription('Enter a whole percentage from 1 to 100.');
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(share);
    await user.type(share, '75');
    await user.click(save);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentChanges(fetch).cancellationSchedule).toEqual([
      { daysBefore: 61, fee: { kind: 'deposit' } },
      { daysBefore: 31, fee: { kind: 'percent', percent: 50 } },
      { daysBefore: 0, fee: { kind: 'all' } },
      { daysBefore: 14, fee: { kind: 'percent', percent: 75 } },
    ]);
  });

  it('says, in Greek, that a schedule without a step at 0 days leaves some days without a fee', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user, fees } = renderSection('el');
    await user.click(within(fees).getByRole('button', { name: 'Αφαίρεση: Βήμα 3' }));
    await user.click(screen.getByRole('button', { name: `Αποθήκευση: ${NAMES.el.section}` }));
    // Under the list itself, as well as in the summary above the Save button.
    expect(await within(fees).findByRole('alert')).toHaveTextContent(
      'Προσθέστε ένα βήμα στις 0 ημέρες, ώστε μια ακύρωση οποιαδήποτε ημέρα να έχει χρέωση.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
