// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test-utils.tsx';
import { MoneySection, newInstalmentKey } from './money-section.tsx';
import { testTrip } from './test-trip.ts';

function renderSection(language: 'el' | 'en' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MoneySection trip={testTrip()} />
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

// The section holds the price, family prices, the plan, the bank and the cancellation fees: drawn again on every
// key, it needs more than the suite's 20 s on a machine running the whole suite.
describe('MoneySection', { timeout: 45_000 }, () => {
  it('refuses to save instalments that do not add up to the price, saying so on the plan and in the summary', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderSection();
    const section = screen.getByRole('region', { name: 'Price, payment plan and bank details' });
    const price = within(section).getByRole('textbox', { name: 'Price per person (EUR)' });
    await user.clear(price);
    await user.type(price, '950');
    expect(within(section).getByText(/The instalments add up to €900; the price is €950/)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Save Price, payment plan and bank details' }));
    const summary = await within(section).findByRole('alert');
    expect(summary).toHaveTextContent('Payment plan: The instalments must add up to the price.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds an instalment with its labels, amount and date, and sends the plan with the trip’s updatedAt', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(JSON.parse(String(init?.body)).changes),
    );
    vi.stubGlobal('fetch', fetch);
    // Pasted, not typed: each key would draw the whole section again, which is not what this test is about.
    const { user } = renderSection();
    const section = screen.getByRole('region', { name: 'Price, payment plan and bank details' });
    await user.click(within(section).getByRole('button', { name: 'Add an instalment' }));
    const greek = within(section).getByRole('textbox', { name: 'Instalment 3: Name (Greek)' });
    const english = within(section).getByRole('textbox', { name: 'Instalment 3: Name (English)' });
    await user.click(greek);
    await user.paste('Τελική');
    await user.click(english);
    await user.paste('Final');
    const amount = within(section).getByRole('textbox', { name: 'Instalment 3: Amount (EUR)' });
    await user.clear(amount);
    await user.paste('100,50');
    const due = within(section)
      .getAllByLabelText(/Due by/)
      .at(-1)!;
    await user.type(due, '2027-03-10');
    const price = within(section).getByRole('textbox', { name: 'Price per person (EUR)' });
    await user.clear(price);
    await user.paste('1000,50');
    await user.click(within(section).getByRole('button', { name: 'Save Price, payment plan and bank details' }));

    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/trips/7');
    const body = JSON.parse(String(init?.body));
    expect(body.expectedUpdatedAt).toBe('2026-11-01T10:00:00.000Z');
    expect(body.changes.totalPriceCents).toBe(100_050);
    expect(body.changes.payments.at(-1)).toEqual({
      key: 'instalment-3',
      label: { el: 'Τελική', en: 'Final' },
      amountCents: 10_050,
      dueDate: '2027-03-10',
    });
  });

  it('says, in Greek, that a stale edit was refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'CONFLICT', message: 'Changed' }, { status: 409 })),
    );
    const { user } = renderSection('el');
    await user.click(screen.getByRole('button', { name: /^Αποθήκευση: Τιμή/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Κάποιος άλλαξε αυτό το ταξίδι στο μεταξύ');
  });

  it('asks for the beneficiary exactly as the bank holds it, in both languages', () => {
    const { unmount } = renderSection();
    const field = screen.getByRole('textbox', { name: 'Beneficiary' });
    expect(field).toHaveAccessibleDescription('Exactly as your bank holds the account name: banks check it');
    unmount();
    renderSection('el');
    expect(screen.getByRole('textbox', { name: 'Δικαιούχος' })).toHaveAccessibleDescription(
      'Ακριβώς όπως είναι γραμμένο το όνομα του λογαριασμού στην τράπεζα: οι τράπεζες το ελέγχουν',
    );
  });

  it('names a new instalment with a key the plan does not have', () => {
    expect(newInstalmentKey([{ key: 'deposit' }, { key: 'instalment-3' }])).toBe('instalment-4');
    expect(newInstalmentKey([])).toBe('instalment-1');
  });
});
